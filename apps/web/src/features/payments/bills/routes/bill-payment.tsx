// /bill-payment: the bills paid (history with tokens and receipts) and bulk bills from a CSV with their progress.
import { Button, Stack, Tabs } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import { BillsHistory } from '../components/bills-history.tsx';
import { BulkBills } from '../components/bulk-bills.tsx';
import { BILL_PAYMENT_COPY as COPY } from '../copy.ts';

export function Component() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'bulk' ? 'bulk' : 'history';
  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle}>
        <Button component={Link} to="/payments/bills/airtime">
          {COPY.buy}
        </Button>
      </PageTitle>
      <Tabs
        value={tab}
        onChange={(next) => next && setParams({ tab: next }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="history">{COPY.tabs.history}</Tabs.Tab>
          <Tabs.Tab value="bulk" data-testid="bill-tab-bulk">
            {COPY.tabs.bulk}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="history">
          <BillsHistory />
        </Tabs.Panel>
        <Tabs.Panel value="bulk">
          <BulkBills />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
