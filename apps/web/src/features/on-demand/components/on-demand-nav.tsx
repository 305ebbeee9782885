// The on-demand pay pages link to each other from a tab row at their top (the spec's sidebar has no entry for
// them; /people/employees/ERA links here too).
import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { ON_DEMAND_NAV as L } from '../copy.ts';

const TABS = [
  { to: '/withdrawals', label: L.withdrawals },
  { to: '/reconciliation', label: L.reconciliation },
  { to: '/payment-note', label: L.paymentNotes },
  { to: '/payment-history', label: L.paymentHistory },
  { to: '/settings/ondemand-pay', label: L.settings },
] as const;

export function OnDemandNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = TABS.find((tab) => pathname.startsWith(tab.to))?.to ?? null;
  return (
    <Tabs value={current} onChange={(to) => to && navigate(to)} aria-label={L.label}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.to} value={tab.to}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
