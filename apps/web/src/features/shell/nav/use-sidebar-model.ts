// The sidebar model for the signed-in member: session, host kind from configuration, role permissions, and the
// on-demand rules' funding mode where the business uses on-demand pay and the member may read them.
import { useMemo } from 'react';
import { useFundingMode } from '@/components/on-demand-rules/rules-query.ts';
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
  // Read only where the business uses on-demand pay (and the member may read its rules).
  const onDemandFundingMode = useFundingMode(employer?.products.includes('ON_DEMAND_PAY') ?? false);
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
        onDemandFundingMode,
      }),
    [employer, company, permissions, onDemandOnboardingRequired, onDemandFundingMode],
  );
}
