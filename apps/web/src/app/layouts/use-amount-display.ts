// Keeps the member's display of amounts (Settings › Preferences) in the UI preferences the shared formatter reads;
// answers the current choice so the shell can redraw when it changes.
import type { AmountDisplay } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { preferencesQuery } from '../../components/preferences/preferences-query.ts';
import { useUiPreferences } from '../../lib/storage/ui-preferences-store.ts';

export function useAmountDisplay(): AmountDisplay {
  const saved = useQuery({ ...preferencesQuery(), meta: { silent: true } }).data?.amountDisplay;
  const apply = useUiPreferences((state) => state.applyAmountDisplay);
  useEffect(() => {
    if (saved) apply(saved);
  }, [saved, apply]);
  return useUiPreferences((state) => state.amountDisplay);
}
