// /approvals/dashboard: the figures and chart, then the requests by tab (awaiting me, initiated by me, all) with
// filters, all in the URL; a row, a notification or the emailed link opens the request drawer (?request=id).
import { Button, Paper, Stack, Tabs } from '@mantine/core';
import { APPROVAL_TABS, type ApprovalTab } from '@paydesk/contracts';
import { IconListDetails } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { useOpenParam } from '@/lib/url-filters/use-open-param.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useRequests } from '../api/requests-query.ts';
import { ApprovalAnalyticsPanel } from '../components/approval-analytics.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { requestColumns } from '../components/request-columns.tsx';
import { RequestDrawer } from '../components/request-drawer.tsx';
import { RequestFilterBar } from '../components/request-filters.tsx';
import { DASHBOARD_COPY as COPY } from '../copy.ts';
import { APPROVALS_ROUTES } from '../logic/paths.ts';
import { hasNarrowingFilters, OPEN_REQUEST_PARAM, REQUEST_FILTERS, tabOf } from '../logic/request-filters.ts';

export function Component() {
  const { filters, change, setPage } = useUrlFilters(REQUEST_FILTERS);
  const [openId, openRequest] = useOpenParam(OPEN_REQUEST_PARAM);
  const tab = tabOf(filters);
  const requests = useRequests(filters);
  const columns = useMemo(() => requestColumns(), []);
  const narrowed = hasNarrowingFilters(filters);
  const clearFilters = () => change({ status: null, action: null, from: null, to: null });
  const empty = narrowed ? COPY.empty.filtered : COPY.empty[tab];

  return (
    <Stack gap="lg">
      <PageTitle
        title={COPY.title}
        subtitle={COPY.subtitle}
        actions={
          <Button
            component={Link}
            to={APPROVALS_ROUTES.workflow}
            variant="light"
            leftSection={<IconListDetails size={16} />}
          >
            {COPY.workflows}
          </Button>
        }
      />
      <ApprovalAnalyticsPanel />
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <Stack gap="lg">
          <Tabs value={tab} onChange={(next) => change({ tab: (next as ApprovalTab) ?? null })}>
            <Tabs.List>
              {APPROVAL_TABS.map((t) => (
                <Tabs.Tab key={t} value={t} data-testid={`requests-tab-${t}`}>
                  {COPY.tabs[t]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <RequestFilterBar filters={filters} onChange={change} onClear={clearFilters} />
          <DataTable
            label={COPY.tabs[tab]}
            columns={columns}
            getRowId={(request) => request._id}
            {...pagedQueryProps(requests, setPage)}
            onRowClick={(request) => openRequest(request._id)}
            rowTestId="request-row"
            testId="requests-table"
            errorTitle={COPY.loadFailed}
            minWidth={640}
            empty={{
              header: empty.header,
              subHeader: empty.sub,
              ...(narrowed ? { action: { label: COPY.clearFilters, onClick: clearFilters } } : {}),
            }}
          />
        </Stack>
      </Paper>
      <RequestDrawer requestId={openId} onClose={() => openRequest(null)} />
    </Stack>
  );
}
