// /settings/team-management: members and invites — search, status filter, pages; invite ('Invite Sent'), resend,
// change role, deactivate and remove (both confirmed). Actions the member may not take are not offered.
import {
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { MemberStatus, TeamMember } from '@paydesk/contracts';
import { IconAlertCircle, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { showToast } from '../../../components/toast.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants.ts';
import { useCan } from '../../../lib/storage/use-permissions.ts';
import { useMemberStatusMutation } from '../api/member-status-mutation.ts';
import { useMembers } from '../api/members-query.ts';
import { useRemoveMemberMutation } from '../api/remove-member-mutation.ts';
import { useResendInviteMutation } from '../api/resend-invite-mutation.ts';
import { ChangeRoleDialog } from '../components/change-role-dialog.tsx';
import { InviteMemberDialog } from '../components/invite-member-dialog.tsx';
import { type MemberAction, MembersTable, MembersTableSkeleton } from '../components/members-table.tsx';
import { TeamTabs } from '../components/team-tabs.tsx';
import { TEAM_COPY as COPY } from '../copy.ts';
import { useMemberFilters } from '../logic/use-member-filters.ts';

type Confirm = { kind: 'deactivate' | 'remove'; member: TeamMember } | null;

const fullName = (member: TeamMember) => `${member.firstName} ${member.lastName}`;

export function Component() {
  const mayView = useCan('settings.team.view');
  const mayManage = useCan('settings.team.manage');
  const { filters, change } = useMemberFilters();
  const members = useMembers(filters);
  const resend = useResendInviteMutation();
  const status = useMemberStatusMutation();
  const remove = useRemoveMemberMutation();
  const [inviting, setInviting] = useState(false);
  const [changingRole, setChangingRole] = useState<TeamMember | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [search, setSearch] = useState(filters.search);
  const applySearch = useDebouncedCallback(
    (value: string) => change({ search: value.trim() }),
    SEARCH_DEBOUNCE_MS,
  );

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

  let body: React.ReactNode;
  if (members.isPending) body = <MembersTableSkeleton />;
  else if (members.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle />} title={COPY.loadFailed}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{members.error.message}</Text>
          <Button size="xs" variant="white" color="red" onClick={() => void members.refetch()}>
            {COPY.retry}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (members.data.docs.length === 0) {
    body = <EmptyState subHeader={filters.search || filters.status ? COPY.empty : COPY.emptyAll} />;
  } else {
    body = (
      <>
        <MembersTable members={members.data.docs} stale={members.isPlaceholderData} onAction={onAction} />
        {members.data.totalPages > 1 && (
          <Group justify="flex-end" mt="md">
            <Pagination
              total={members.data.totalPages}
              value={members.data.page}
              onChange={(page) => change({ page })}
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
            <TextInput
              aria-label={COPY.search}
              placeholder={COPY.searchPlaceholder}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                applySearch(event.currentTarget.value);
              }}
              w={{ base: '100%', sm: 320 }}
            />
            <SegmentedControl
              aria-label={COPY.columns.status}
              value={filters.status ?? 'all'}
              onChange={(value) => change({ status: value === 'all' ? null : (value as MemberStatus) })}
              data={(['all', 'active', 'invited', 'disabled'] as const).map((value) => ({
                value,
                label: COPY.statuses[value],
              }))}
            />
          </Group>
          {body}
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
