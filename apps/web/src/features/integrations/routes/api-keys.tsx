// /settings/integrations/api-keys (employer only): the business's keys — name and prefix, scopes, last used, expiry,
// status — with create, edit, rotate (the new secret shown once) and revoke, each confirmed.
import { Button, Group, Menu, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { ApiKey } from '@paydesk/contracts';
import { IconDots, IconPencil, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { showToast } from '@/components/toast.tsx';
import { formatDate, formatDateTime } from '@/lib/format/time.ts';
import { useApiKeys } from '../api/api-keys-query.ts';
import { useRevokeApiKeyMutation } from '../api/revoke-api-key-mutation.ts';
import { useRotateApiKeyMutation } from '../api/rotate-api-key-mutation.ts';
import { ApiKeyStatusBadge } from '../components/api-key-status-badge.tsx';
import { SecretDialog } from '../components/secret-dialog.tsx';
import { API_KEYS_COPY as COPY, INTEGRATIONS_ROUTES as ROUTES } from '../copy.ts';

type Pending = { key: ApiKey; action: 'revoke' | 'rotate' } | null;

export function Component() {
  const [page, setPage] = useState(1);
  const keys = useApiKeys(page);
  const revoke = useRevokeApiKeyMutation();
  const rotate = useRotateApiKeyMutation();
  const [pending, setPending] = useState<Pending>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const confirm = () => {
    if (!pending) return;
    const done = { onSettled: () => setPending(null) };
    if (pending.action === 'revoke')
      revoke.mutate(pending.key._id, {
        ...done,
        onSuccess: (answer) => showToast({ kind: 'success', message: answer.message }),
      });
    else
      rotate.mutate(pending.key._id, {
        ...done,
        onSuccess: (answer) => setSecret(answer.data.secret),
      });
  };

  const columns: ColumnDef<ApiKey>[] = [
    {
      id: 'name',
      header: COPY.columns.name,
      meta: { skeletonWidth: 160 },
      cell: ({ row: { original: key } }) => (
        <>
          <Text fw={600} size="sm">
            {key.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {key.prefix}…
          </Text>
        </>
      ),
    },
    {
      id: 'scopes',
      header: COPY.columns.scopes,
      cell: ({ row: { original: key } }) => (
        <Tooltip label={key.scopes.join(', ')} multiline maw={320} withArrow>
          <Text size="sm" style={{ cursor: 'help' }}>
            {COPY.scopesCount(key.scopes.length)}
          </Text>
        </Tooltip>
      ),
    },
    {
      id: 'lastUsed',
      header: COPY.columns.lastUsed,
      cell: ({ row: { original: key } }) => (
        <Text size="sm">{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : COPY.never}</Text>
      ),
    },
    {
      id: 'expiry',
      header: COPY.columns.expiry,
      cell: ({ row: { original: key } }) => (
        <Text size="sm">{key.expiresOn ? formatDate(key.expiresOn) : COPY.noExpiry}</Text>
      ),
    },
    {
      id: 'status',
      header: COPY.columns.status,
      cell: ({ row: { original: key } }) => <ApiKeyStatusBadge status={key.status} />,
    },
    {
      id: 'actions',
      header: COPY.columns.actions,
      meta: { width: 80 },
      cell: ({ row: { original: key } }) =>
        key.status === 'revoked' ? null : (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="subtle" size="xs" aria-label={`${COPY.columns.actions}: ${key.name}`}>
                <IconDots size={16} />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                component={Link}
                to={ROUTES.manageApiKey(key._id)}
                leftSection={<IconPencil size={14} />}
              >
                {COPY.edit}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconRefresh size={14} />}
                onClick={() => setPending({ key, action: 'rotate' })}
              >
                {COPY.rotate}
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => setPending({ key, action: 'revoke' })}
              >
                {COPY.revoke}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group>
        <BackButton label={COPY.back} fallback={ROUTES.index} />
      </Group>
      <PageTitle title={COPY.title} subtitle={COPY.subtitle}>
        <Button component={Link} to={ROUTES.manageApiKey()} leftSection={<IconPlus size={18} />}>
          {COPY.create}
        </Button>
      </PageTitle>
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <DataTable
          label={COPY.title}
          columns={columns}
          getRowId={(key) => key._id}
          rows={keys.data?.docs}
          loading={keys.isPending}
          stale={keys.isPlaceholderData}
          error={keys.error}
          onRetry={() => void keys.refetch()}
          retrying={keys.isFetching}
          pagination={keys.data ? { ...keys.data, onPageChange: setPage } : undefined}
          rowTestId={(key) => `api-key-row-${key.name}`}
          testId="api-keys-table"
          minWidth={720}
          skeletonRows={3}
          empty={{
            header: COPY.emptyHeader,
            subHeader: COPY.empty,
            action: { label: COPY.create, to: ROUTES.manageApiKey() },
          }}
        />
      </Paper>
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.action === 'rotate' ? COPY.rotateTitle : COPY.revokeTitle}
        question={
          pending
            ? pending.action === 'rotate'
              ? COPY.rotateQuestion(pending.key.name)
              : COPY.revokeQuestion(pending.key.name)
            : ''
        }
        confirmLabel={pending?.action === 'rotate' ? COPY.rotate : COPY.revoke}
        cancelLabel="Cancel"
        busy={revoke.isPending || rotate.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <SecretDialog secret={secret} kind="rotated" onClose={() => setSecret(null)} />
    </Stack>
  );
}
