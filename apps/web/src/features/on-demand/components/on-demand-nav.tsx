// The on-demand pay pages link to each other from a tab row at their top, as the sidebar's On-demand pay group does;
// a role sees only the tabs it may open, and a prefunded business no payment notes (issue 29). The row wraps on a
// phone, so no tab hides off screen.
import { Tabs } from '@mantine/core';
import type { Permission } from '@paydesk/contracts';
import { useLocation, useNavigate } from 'react-router';
import { useFundingMode } from '@/components/on-demand-rules/rules-query.ts';
import { usePermissions } from '@/lib/storage/use-permissions.ts';
import { ON_DEMAND_NAV as L } from '../copy.ts';

const TABS: ReadonlyArray<{ to: string; label: string; permission: Permission; advanced?: true }> = [
  { to: '/withdrawals', label: L.withdrawals, permission: 'people.withdrawals.view' },
  { to: '/reconciliation', label: L.reconciliation, permission: 'people.reconciliation.view' },
  { to: '/payment-note', label: L.paymentNotes, permission: 'payments.invoices.view', advanced: true },
  { to: '/payment-history', label: L.paymentHistory, permission: 'payments.invoices.view', advanced: true },
  { to: '/settings/ondemand-pay', label: L.settings, permission: 'settings.on-demand.manage' },
];

export function OnDemandNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const prefunded = useFundingMode() === 'prefunded';
  const tabs = TABS.filter((tab) => permissions.has(tab.permission) && !(prefunded && tab.advanced));
  const current = tabs.find((tab) => pathname.startsWith(tab.to))?.to ?? null;
  return (
    <Tabs value={current} onChange={(to) => to && navigate(to)} aria-label={L.label}>
      <Tabs.List style={{ flexWrap: 'wrap' }}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.to} value={tab.to}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
