// /settings/team-management: members and invites — search, status filter, pages; invite ('Invite Sent'), resend,
// change role, deactivate and remove (both confirmed). Actions the member may not take are not offered.
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { TeamMember } from '@paydesk/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { SearchFilter } from '@/components/search-filter.tsx';
import { showToast } from '@/components/toast.tsx';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useCan, usePermissions } from '@/lib/storage/use-permissions.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useMemberStatusMutation } from '../api/member-status-mutation.ts';
import { useMembers } from '../api/members-query.ts';
import { useRemoveMemberMutation } from '../api/remove-member-mutation.ts';
import { useResendInviteMutation } from '../api/resend-invite-mutation.ts';
import { BulkResendButton } from '../components/bulk-resend-button.tsx';
import { ChangeRoleDialog } from '../components/change-role-dialog.tsx';
import { InviteMemberDialog } from '../components/invite-member-dialog.tsx';
import { type MemberAction, memberColumns } from '../components/members-table.tsx';
import { TeamTabs } from '../components/team-tabs.tsx';
import { TEAM_COPY as COPY } from '../copy.ts';
import { memberActions } from '../logic/member-actions.ts';
import { MEMBER_FILTERS } from '../logic/member-filters.ts';

type Confirm = { kind: 'deactivate' | 'remove'; member: TeamMember } | null;

const fullName = (member: TeamMember) => `${member.firstName} ${member.lastName}`;

export function Component() {
  const mayView = useCan('settings.team.view');
  const mayManage = useCan('settings.team.manage');
  const { filters, active, change, setPage, clear } = useUrlFilters(MEMBER_FILTERS, { replace: true });
  const myId = useSessionStore((state) => state.employer?.userId ?? null);
  const permissions = usePermissions();
  const members = useMembers(filters);
  const resend = useResendInviteMutation();
  const status = useMemberStatusMutation();
  const remove = useRemoveMemberMutation();
  const [inviting, setInviting] = useState(false);
  const [changingRole, setChangingRole] = useState<TeamMember | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  if (!mayView) return <Navigate to="/401" replace />;

  const onAction = (action: MemberAction, member: TeamMember) => {
    if (action === 'resend') {
      resend.mutate(member._id, {
        onSuccess: (answer) => showToast({ kind: 'success', message: answer.message }),
      });
    } else if (action === 'changeRole') {
      setChangingRole(member);
    } else if (action === 'reactivate') {
      status.mutate(
        { id: member._id, status: 'active' },
        { onSuccess: () => showToast({ kind: 'success', message: COPY.reactivated }) },
      );
    } else {
      setConfirm({ kind: action, member });
    }
  };

  const me = { userId: myId, permissions };
  const columns = memberColumns(me, onAction);

  const confirmed = () => {
    if (!confirm) return;
    const done = (message: string) => () => {
      showToast({ kind: 'success', message });
      setConfirm(null);
    };
    if (confirm.kind === 'deactivate') {
      status.mutate({ id: confirm.member._id, status: 'disabled' }, { onSuccess: done(COPY.deactivated) });
    } else {
      remove.mutate(confirm.member._id, { onSuccess: done(COPY.removed) });
    }
  };

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
        {mayManage && (
          <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
            {COPY.invite}
          </Button>
        )}
      </Group>
      <TeamTabs active="members" />
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <Stack gap="lg">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <SearchFilter
              ariaLabel={COPY.search}
              placeholder={COPY.searchPlaceholder}
              value={filters.search ?? ''}
              onSearch={(search) => change({ search })}
              w={{ base: '100%', sm: 320 }}
            />
            <SegmentedControl
              aria-label={COPY.columns.status}
              value={filters.status ?? 'all'}
              onChange={(value) => change({ status: value === 'all' ? null : value })}
              data={(['all', 'active', 'invited', 'disabled'] as const).map((value) => ({
                value,
                label: COPY.statuses[value],
              }))}
            />
          </Group>
          <DataTable
            label={COPY.title}
            columns={columns}
            getRowId={(member) => member._id}
            {...pagedQueryProps(members, setPage)}
            rowTestId={(member) => `member-row-${member.email}`}
            testId="members-table"
            bulkActions={
              mayManage
                ? (selected, clearSelection) => (
                    <BulkResendButton
                      invitees={selected.filter((member) => memberActions(member, me).resend)}
                      onDone={clearSelection}
                    />
                  )
                : undefined
            }
            errorTitle={COPY.loadFailed}
            skeletonRows={5}
            empty={
              active
                ? {
                    header: COPY.emptyFilteredHeader,
                    subHeader: COPY.empty,
                    action: { label: COPY.clearFilters, onClick: clear },
                  }
                : mayManage
                  ? {
                      header: COPY.emptyAllHeader,
                      subHeader: COPY.emptyAll,
                      action: { label: COPY.invite, onClick: () => setInviting(true) },
                    }
                  : { subHeader: COPY.emptyAll }
            }
          />
        </Stack>
      </Paper>
      <InviteMemberDialog opened={inviting} onClose={() => setInviting(false)} />
      <ChangeRoleDialog member={changingRole} onClose={() => setChangingRole(null)} />
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm?.kind === 'remove' ? COPY.removeTitle : COPY.deactivateTitle}
        question={
          confirm
            ? confirm.kind === 'remove'
              ? COPY.removeQuestion(fullName(confirm.member))
              : COPY.deactivateQuestion(fullName(confirm.member))
            : ''
        }
        busy={status.isPending || remove.isPending}
        onConfirm={confirmed}
        onCancel={() => setConfirm(null)}
      />
    </Stack>
  );
}
