// The sidebar model for the signed-in member: session, host kind from configuration, role permissions.
import { useMemo } from 'react';
import { config } from '@/lib/config.ts';
import { useOnDemandOnboardingRequired } from '@/lib/storage/product-onboarding-store.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { usePermissions } from '@/lib/storage/use-permissions.ts';
import { buildSidebar, type SidebarModel } from './sidebar-model.ts';

export function useSidebarModel(): SidebarModel {
  const employer = useSessionStore((state) => state.employer);
  const company = useSessionStore((state) => state.company);
  const permissions = usePermissions();
  const onDemandOnboardingRequired = useOnDemandOnboardingRequired();
  return useMemo(
    () =>
      buildSidebar({
        employer,
        companyType: company?.companyType ?? null,
        hostKind: config.hostKind,
        permissions,
        // Sessions stored before the flag existed lack it: absent means false.
        employeeEva: company?.employeeEva === true,
        onDemandOnboardingRequired,
      }),
    [employer, company, permissions, onDemandOnboardingRequired],
  );
}
