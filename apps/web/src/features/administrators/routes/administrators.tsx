// /settings/administrators: list, invite, status, delete, resend, assign to businesses; ownership transfer for
// the owner. Only the owner (settings.administrators.edit) changes administrators.
import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Administrator } from '@paydesk/contracts';
import { IconArrowsExchange, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { showToast } from '../../../components/toast.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants.ts';
import { useSessionStore } from '../../../lib/storage/session-store.ts';
import { useCan } from '../../../lib/storage/use-permissions.ts';
import { useAdminStatusMutation } from '../api/admin-status-mutation.ts';
import { useAdmins } from '../api/admins-query.ts';
import { useDeleteAdminMutation } from '../api/delete-admin-mutation.ts';
import { useResendAdminInviteMutation } from '../api/resend-admin-invite-mutation.ts';
import { type AdminAction, AdminsTable } from '../components/admins-table.tsx';
import { AssignBusinessesDialog } from '../components/assign-businesses-dialog.tsx';
import { InviteAdminDialog } from '../components/invite-admin-dialog.tsx';
import { TransferOwnershipDialog } from '../components/transfer-ownership-dialog.tsx';
import { ADMINS_COPY as COPY } from '../copy.ts';

type Confirm = { kind: 'deactivate' | 'delete'; admin: Administrator } | null;

export function Component() {
  const mayView = useCan('settings.administrators.view');
  const mayEdit = useCan('settings.administrators.edit');
  const isOwner = useSessionStore((state) => state.employer?.userType === 'employer');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const admins = useAdmins({ search: debounced, page });
  const status = useAdminStatusMutation();
  const remove = useDeleteAdminMutation();
  const resend = useResendAdminInviteMutation();
  const [inviting, setInviting] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const [assigning, setAssigning] = useState<Administrator | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  if (!mayView) return <Navigate to="/401" replace />;

  const onAction = (action: AdminAction, admin: Administrator) => {
    if (action === 'assign') setAssigning(admin);
    else if (action === 'resend')
      resend.mutate(admin._id, {
        onSuccess: (answer) => showToast({ kind: 'success', message: answer.message }),
      });
    else if (action === 'activate')
      status.mutate(
        { id: admin._id, status: 'active' },
        { onSuccess: () => showToast({ kind: 'success', message: COPY.activated }) },
      );
    else setConfirm({ kind: action, admin });
  };
  const confirmed = () => {
    if (!confirm) return;
    const done = (message: string) => () => {
      showToast({ kind: 'success', message });
      setConfirm(null);
    };
    if (confirm.kind === 'deactivate')
      status.mutate({ id: confirm.admin._id, status: 'disabled' }, { onSuccess: done(COPY.deactivated) });
    else remove.mutate(confirm.admin._id, { onSuccess: done(COPY.deleted) });
  };
  const name = (admin: Administrator) => `${admin.firstName} ${admin.lastName}`;

  let body: React.ReactNode;
  if (admins.isPending) body = <Skeleton h={180} />;
  else if (admins.isError) body = <Alert color="red" variant="light" title={admins.error.message} />;
  else if (admins.data.docs.length === 0) body = <EmptyState subHeader={COPY.empty} />;
  else {
    body = (
      <>
        <AdminsTable admins={admins.data.docs} mayEdit={mayEdit} onAction={onAction} />
        {admins.data.totalPages > 1 && (
          <Group justify="flex-end" mt="md">
            <Pagination
              total={admins.data.totalPages}
              value={page}
              onChange={setPage}
              size="sm"
              aria-label="Pages"
            />
          </Group>
        )}
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={26}>
            {COPY.title}
          </Title>
          <Text c="dimmed" mt={4}>
            {COPY.subtitle}
          </Text>
        </div>
        <Group gap="sm">
          {isOwner && mayEdit && (
            <Button
              variant="default"
              leftSection={<IconArrowsExchange size={18} />}
              onClick={() => setTransferring(true)}
            >
              {COPY.transfer}
            </Button>
          )}
          {mayEdit && (
            <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
              {COPY.invite}
            </Button>
          )}
        </Group>
      </Group>
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <Stack gap="lg">
          <TextInput
            aria-label={COPY.search}
            placeholder={COPY.searchPlaceholder}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 320 }}
          />
          {body}
        </Stack>
      </Paper>
      <InviteAdminDialog opened={inviting} onClose={() => setInviting(false)} />
      <AssignBusinessesDialog admin={assigning} onClose={() => setAssigning(null)} />
      <TransferOwnershipDialog opened={transferring} onClose={() => setTransferring(false)} />
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm?.kind === 'delete' ? COPY.deleteTitle : COPY.deactivateTitle}
        question={
          confirm
            ? confirm.kind === 'delete'
              ? COPY.deleteQuestion(name(confirm.admin))
              : COPY.deactivateQuestion(name(confirm.admin))
            : ''
        }
        busy={status.isPending || remove.isPending}
        onConfirm={confirmed}
        onCancel={() => setConfirm(null)}
      />
    </Stack>
  );
}
