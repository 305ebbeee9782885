// /audit-logs: the business's audit trail — chain check, filters in the URL, server-side pages, export, details.
import { Alert, Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import type { AuditLogEntry } from '@paydesk/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useCan } from '../../../lib/storage/use-permissions.ts';
import { useAuditLogs } from '../api/audit-logs-query.ts';
import { AuditChainBanner } from '../components/audit-chain-banner.tsx';
import { AuditLogDrawer } from '../components/audit-log-drawer.tsx';
import { AuditLogFilters } from '../components/audit-log-filters.tsx';
import { AuditLogTable, AuditLogTableSkeleton } from '../components/audit-log-table.tsx';
import { AUDIT_LOGS_COPY as COPY } from '../copy.ts';
import { type AuditFilters, hasActiveFilters } from '../logic/filters.ts';
import { useAuditFilters } from '../logic/use-audit-filters.ts';

function Results({
  filters,
  onClear,
  onPage,
}: {
  filters: AuditFilters;
  onClear: () => void;
  onPage: (page: number) => void;
}) {
  const logs = useAuditLogs(filters);
  const [open, setOpen] = useState<AuditLogEntry | null>(null);

  if (logs.isPending) return <AuditLogTableSkeleton />;
  if (logs.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle />}
        title={COPY.loadFailed}
        data-testid="audit-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{logs.error.message}</Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            onClick={() => void logs.refetch()}
            loading={logs.isFetching}
          >
            {COPY.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { docs, totalDocs, page, limit, totalPages } = logs.data;
  if (docs.length === 0) {
    const filtered = hasActiveFilters(filters);
    return (
      <EmptyState
        subHeader={filtered ? COPY.emptyFiltered : COPY.emptyAll}
        action={filtered ? { label: COPY.clearFilters, onClick: onClear } : undefined}
      />
    );
  }
  const first = (page - 1) * limit + 1;
  return (
    <>
      <AuditLogTable entries={docs} onOpen={setOpen} stale={logs.isPlaceholderData} />
      <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" data-testid="audit-range">
          {COPY.showing(first, first + docs.length - 1, totalDocs)}
        </Text>
        {totalPages > 1 && (
          <Pagination
            total={totalPages}
            value={page}
            onChange={onPage}
            size="sm"
            withEdges
            aria-label="Pages"
          />
        )}
      </Group>
      <AuditLogDrawer entry={open} onClose={() => setOpen(null)} />
    </>
  );
}

export function Component() {
  const allowed = useCan('audit-logs.view');
  const { filters, change, setPage, clear } = useAuditFilters();
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
          <Results filters={filters} onClear={clear} onPage={setPage} />
        </Stack>
      </Paper>
    </Stack>
  );
}
