// /audit-logs: the business's audit trail — chain check, filters in the URL, server-side pages, export, details
// (the open event in the URL too, ?open=id, so a link to it can be shared).
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { AuditLogEntry } from '@paydesk/contracts';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useOpenParam } from '@/lib/url-filters/use-open-param.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useAuditLog, useAuditLogs } from '../api/audit-logs-query.ts';
import { AuditChainBanner } from '../components/audit-chain-banner.tsx';
import { AuditLogDrawer } from '../components/audit-log-drawer.tsx';
import { AuditLogFilters } from '../components/audit-log-filters.tsx';
import { auditColumns } from '../components/audit-log-table.tsx';
import { AUDIT_LOGS_COPY as COPY } from '../copy.ts';
import { AUDIT_FILTERS } from '../logic/filters.ts';

export function Component() {
  const allowed = useCan('audit-logs.view');
  const { filters, active, change, setPage, clear } = useUrlFilters(AUDIT_FILTERS);
  const logs = useAuditLogs(filters);
  const [openId, setOpenId] = useOpenParam('open');
  // The open event from the rows on screen, or fetched when the link names one on another page (or filtered out).
  const onPage = openId ? logs.data?.docs.find((entry) => entry._id === openId) : undefined;
  const fetched = useAuditLog(openId && logs.data && !onPage ? openId : null);
  const open = openId ? (onPage ?? fetched.data ?? null) : null;
  const columns = useMemo(() => auditColumns((entry: AuditLogEntry) => setOpenId(entry._id)), [setOpenId]);
  if (!allowed) return <Navigate to="/401" replace />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={26}>
          {COPY.title}
        </Title>
        <Text c="dimmed" mt={4}>
          {COPY.subtitle}
        </Text>
      </div>
      <AuditChainBanner />
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <Stack gap="lg">
          <AuditLogFilters filters={filters} onChange={change} onClear={clear} />
          <DataTable
            label={COPY.title}
            columns={columns}
            getRowId={(entry) => entry._id}
            {...pagedQueryProps(logs, setPage)}
            onRowClick={(entry) => setOpenId(entry._id)}
            rowTestId="audit-row"
            testId="audit-table"
            rangeTestId="audit-range"
            errorTitle={COPY.loadFailed}
            errorTestId="audit-error"
            columnMenu
            minWidth={760}
            empty={
              active
                ? {
                    header: COPY.emptyFilteredHeader,
                    subHeader: COPY.emptyFiltered,
                    action: { label: COPY.clearFilters, onClick: clear },
                  }
                : { header: COPY.emptyAllHeader, subHeader: COPY.emptyAll }
            }
          />
        </Stack>
      </Paper>
      <AuditLogDrawer entry={open} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
