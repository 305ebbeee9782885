// /settings/administrators: list, invite, status, delete, resend, assign to businesses; ownership transfer for
// the owner. Only the owner (settings.administrators.edit) changes administrators.
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Administrator } from '@paydesk/contracts';
import { IconArrowsExchange, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { SearchFilter } from '@/components/search-filter.tsx';
import { showToast } from '@/components/toast.tsx';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { ADMINS_COPY as COPY } from '../admins-copy.ts';
import { useAdminStatusMutation } from '../api/admin-status-mutation.ts';
import { useAdmins } from '../api/admins-query.ts';
import { useDeleteAdminMutation } from '../api/delete-admin-mutation.ts';
import { useResendAdminInviteMutation } from '../api/resend-admin-invite-mutation.ts';
import { type AdminAction, adminColumns } from '../components/admins-table.tsx';
import { AssignBusinessesDialog } from '../components/assign-businesses-dialog.tsx';
import { InviteAdminDialog } from '../components/invite-admin-dialog.tsx';
import { TransferOwnershipDialog } from '../components/transfer-ownership-dialog.tsx';

const ADMIN_FILTERS = z.object({ search: z.string().trim().max(100).optional() });

type Confirm = { kind: 'deactivate' | 'delete'; admin: Administrator } | null;

export function Component() {
  const mayView = useCan('settings.administrators.view');
  const mayEdit = useCan('settings.administrators.edit');
  const isOwner = useSessionStore((state) => state.employer?.userType === 'employer');
  const { filters, active, change, setPage, clear } = useUrlFilters(ADMIN_FILTERS, { replace: true });
  const admins = useAdmins({ search: filters.search ?? '', page: filters.page });
  const myId = useSessionStore((state) => state.employer?.userId);
  const isMain = useSessionStore((state) => state.employer?.accountType === 'main');
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
          <SearchFilter
            ariaLabel={COPY.search}
            placeholder={COPY.searchPlaceholder}
            value={filters.search ?? ''}
            onSearch={(search) => change({ search })}
            w={{ base: '100%', sm: 320 }}
          />
          <DataTable
            label={COPY.title}
            columns={adminColumns({ userId: myId, isMain, mayEdit }, onAction)}
            getRowId={(admin) => admin._id}
            {...pagedQueryProps(admins, setPage)}
            rowTestId={(admin) => `admin-row-${admin.email}`}
            testId="admins-table"
            skeletonRows={3}
            empty={
              active
                ? {
                    header: COPY.emptyFilteredHeader,
                    subHeader: COPY.empty,
                    action: { label: COPY.clearSearch, onClick: clear },
                  }
                : { subHeader: COPY.emptyAll }
            }
          />
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
