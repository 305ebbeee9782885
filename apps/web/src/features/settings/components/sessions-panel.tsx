// Active sessions (device, IP, last seen) with sign-out of one or all others, and the login history.
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ActiveSession, LoginHistoryEntry } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { showToast } from '@/components/toast.tsx';
import { formatDateTime } from '@/lib/format/time.ts';
import { useLoginHistory, useRevokeSession, useSessions } from '../api/security.ts';
import { SETTINGS_COPY } from '../copy.ts';

const COPY = SETTINGS_COPY.security;

export function SessionsPanel() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const [asked, setAsked] = useState<string | 'others' | null>(null);
  const columns: ColumnDef<ActiveSession>[] = [
    {
      id: 'device',
      header: COPY.device,
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{row.original.device}</Text>
          {row.original.current && (
            <Badge size="sm" variant="light" color="green">
              {COPY.thisDevice}
            </Badge>
          )}
          {row.original.support && (
            <Badge size="sm" variant="light" color="orange">
              {COPY.support}
            </Badge>
          )}
        </Group>
      ),
    },
    { id: 'ip', header: COPY.ip, cell: ({ row }) => row.original.ip ?? '—' },
    {
      id: 'lastSeen',
      header: COPY.lastSeen,
      cell: ({ row }) => (row.original.lastSeenAt ? formatDateTime(row.original.lastSeenAt) : '—'),
    },
    {
      id: 'actions',
      header: '',
      cell: ({ row }) =>
        row.original.current ? null : (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => setAsked(row.original.id)}
            data-testid="revoke-session"
          >
            {COPY.revoke}
          </Button>
        ),
    },
  ];
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <Stack gap="sm">
      <DataTable
        label={COPY.sessions}
        columns={columns}
        rows={sessions.data}
        getRowId={(s) => s.id}
        loading={sessions.isPending}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
        empty={{ header: COPY.noSessions }}
        rowTestId="session-row"
        minWidth={560}
      />
      <Group justify="flex-end">
        <Button
          variant="light"
          color="red"
          disabled={others === 0}
          onClick={() => setAsked('others')}
          data-testid="revoke-others"
        >
          {COPY.revokeOthers}
        </Button>
      </Group>
      <ConfirmDialog
        opened={asked !== null}
        question={asked === 'others' ? COPY.revokeOthersQuestion : COPY.revokeQuestion}
        busy={revoke.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() =>
          asked &&
          revoke.mutate(asked, {
            onSuccess: (message) => {
              showToast({ kind: 'success', message });
              setAsked(null);
            },
          })
        }
      />
    </Stack>
  );
}

export function LoginHistoryPanel() {
  const [page, setPage] = useState(1);
  const history = useLoginHistory(page);
  const columns: ColumnDef<LoginHistoryEntry>[] = [
    { id: 'at', header: COPY.when, cell: ({ row }) => formatDateTime(row.original.at) },
    {
      id: 'outcome',
      header: COPY.outcome,
      cell: ({ row }) => (
        <Badge variant="light" color={row.original.outcome === 'success' ? 'green' : 'red'}>
          {row.original.outcome === 'success' ? COPY.success : COPY.failure}
        </Badge>
      ),
    },
    { id: 'device', header: COPY.device, cell: ({ row }) => row.original.device },
    { id: 'ip', header: COPY.ip, cell: ({ row }) => row.original.ip ?? '—' },
  ];
  return (
    <DataTable
      label={COPY.history}
      columns={columns}
      rows={history.data?.docs}
      getRowId={(e) => e.id}
      loading={history.isPending}
      stale={history.isPlaceholderData}
      error={history.error}
      onRetry={() => void history.refetch()}
      empty={{ header: COPY.noHistory }}
      pagination={history.data ? { ...history.data, onPageChange: setPage } : undefined}
      rowTestId="login-history-row"
      minWidth={560}
    />
  );
}
