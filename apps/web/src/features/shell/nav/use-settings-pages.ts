// The settings pages the signed-in member may open.
import { useMemo } from 'react';
import { isMainAccount } from '@/lib/storage/session-rules.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { usePermissions } from '@/lib/storage/use-permissions.ts';
import { type SettingsPage, settingsPages } from './settings-pages.ts';

export function useSettingsPages(): SettingsPage[] {
  const permissions = usePermissions();
  const mainAccount = useSessionStore((state) => isMainAccount(state));
  return useMemo(() => settingsPages(permissions, { mainAccount }), [permissions, mainAccount]);
}
