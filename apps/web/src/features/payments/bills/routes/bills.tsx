// /payments/bills/{airtime,data,electricity,cable-tv}: pay one bill of the tab's category. A category's aliases open
// its tab too: /power the electricity tab and /tv the cable TV tab (spec §2.3 lists both names); the slugs and aliases
// are the catalogue's (BILL_CATEGORY). Bulk bills and the history: /bill-payment.
import { Button, Stack, Tabs } from '@mantine/core';
import { BILL_CATEGORIES, BILL_CATEGORY, billCategoryOfSegment } from '@paydesk/contracts';
import { IconListDetails } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import { BillPurchaseForm } from '../components/bill-purchase-form.tsx';
import { BILL_CATEGORY_LABELS, BILLS_COPY as COPY } from '../copy.ts';

const BASE = '/payments/bills';

export function Component() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const segment = pathname.slice(BASE.length + 1);
  const category = billCategoryOfSegment(segment) ?? 'airtime';
  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle}>
        <Button
          component={Link}
          to="/bill-payment"
          variant="default"
          leftSection={<IconListDetails size={18} />}
        >
          {COPY.bulkAndHistory}
        </Button>
      </PageTitle>
      <Tabs
        value={BILL_CATEGORY[category].slug}
        onChange={(next) => next && navigate(`${BASE}/${next}`)}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {BILL_CATEGORIES.map((c) => (
            <Tabs.Tab key={c} value={BILL_CATEGORY[c].slug} data-testid={`bill-tab-${c}`}>
              {BILL_CATEGORY_LABELS[c]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BILL_CATEGORIES.map((c) => (
          <Tabs.Panel key={c} value={BILL_CATEGORY[c].slug}>
            <BillPurchaseForm key={c} category={c} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
