import type { Permission } from '@paydesk/contracts';
import { useMemo } from 'react';
import { permissionsOf } from './permissions.ts';
import { useSessionStore } from './session-store.ts';

/** The member's permissions, recomputed only when the employer profile changes. */
export function usePermissions(): ReadonlySet<Permission> {
  const employer = useSessionStore((state) => state.employer);
  const member = useSessionStore((state) => state.member);
  return useMemo(() => permissionsOf({ employer, member }), [employer, member]);
}

export function useCan(permission: Permission): boolean {
  return usePermissions().has(permission);
}
