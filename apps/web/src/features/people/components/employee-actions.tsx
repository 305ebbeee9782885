// The single actions on one employee (spec §4): enable or disable, archive, delete (only when never paid), resend
// invite, invite to on-demand pay, stop or resume earnings, pause or resume withdrawals. Destructive ones ask
// first; each toasts the spec's text (§8) where it has one.
import { Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { Employee } from '@paydesk/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { type EmployeeAction, useEmployeeActionMutation } from '../api/employee-action-mutation.ts';
import { EMPLOYEE_EDIT_COPY as COPY, PEOPLE_TOASTS } from '../copy.ts';
import { employeeName } from '../logic/employee-paths.ts';

const DONE: Record<EmployeeAction, string> = {
  enable: PEOPLE_TOASTS.activated,
  disable: PEOPLE_TOASTS.deactivated,
  archive: COPY.archived,
  delete: PEOPLE_TOASTS.deleted,
  'resend-invite': PEOPLE_TOASTS.inviteSent,
  'invite-on-demand': PEOPLE_TOASTS.inviteSent,
  'stop-earnings': COPY.earningsStopped,
  'resume-earnings': PEOPLE_TOASTS.earningsResumed,
  'pause-withdrawals': COPY.withdrawalsPaused,
  'resume-withdrawals': COPY.withdrawalsResumed,
};

const CONFIRM: Partial<Record<EmployeeAction, (name: string) => string>> = {
  disable: COPY.disableQuestion,
  archive: COPY.archiveQuestion,
  delete: COPY.deleteQuestion,
  'stop-earnings': COPY.stopEarningsQuestion,
  'pause-withdrawals': COPY.pauseQuestion,
};

export function EmployeeActions({ employee }: { employee: Employee }) {
  const navigate = useNavigate();
  const mayManage = useCan('people.employees.manage');
  const mayDelete = useCan('people.employees.delete');
  const mayOnDemand = useCan('people.on-demand.manage');
  const act = useEmployeeActionMutation(employee._id);
  const [confirm, setConfirm] = useState<EmployeeAction | null>(null);
  const name = employeeName(employee);

  const run = (action: EmployeeAction) =>
    act.mutate(action, {
      onSuccess: () => {
        showToast({ kind: 'success', message: DONE[action] });
        setConfirm(null);
        if (action === 'delete') navigate('/people/employees', { replace: true });
      },
    });
  const ask = (action: EmployeeAction) => (CONFIRM[action] ? setConfirm(action) : run(action));

  const button = (action: EmployeeAction, label: string, danger = false) => (
    <Button
      key={action}
      size="sm"
      variant={danger ? 'light' : 'default'}
      color={danger ? 'red' : undefined}
      onClick={() => ask(action)}
      loading={act.isPending && act.variables === action}
    >
      {label}
    </Button>
  );

  const archived = employee.status === 'archived';
  const manage = mayManage && [
    employee.status === 'active'
      ? button('disable', COPY.disable)
      : !archived && button('enable', COPY.enable),
    !archived && button('archive', COPY.archive, true),
    employee.onDemand.state === 'invited' && button('resend-invite', COPY.resendInvite),
  ];
  const onDemand = mayOnDemand &&
    !archived && [
      employee.onDemand.state === 'not-invited' && button('invite-on-demand', COPY.inviteOnDemand),
      employee.onDemand.earningsStopped
        ? button('resume-earnings', COPY.resumeEarnings)
        : button('stop-earnings', COPY.stopEarnings),
      employee.onDemand.withdrawalsPaused
        ? button('resume-withdrawals', COPY.resumeWithdrawals)
        : button('pause-withdrawals', COPY.pauseWithdrawals),
    ];
  const remove =
    mayDelete &&
    (employee.hasBeenPaid ? (
      // Disabled in look and action but focusable and hoverable, so its reason shows to the pointer and the
      // keyboard alike (a `disabled` button receives neither).
      <Tooltip label={COPY.deleteNotAllowed} key="delete" events={{ hover: true, focus: true, touch: true }}>
        <Button
          size="sm"
          variant="light"
          color="red"
          data-disabled
          aria-disabled
          onClick={(event) => event.preventDefault()}
        >
          {COPY.delete}
        </Button>
      </Tooltip>
    ) : (
      button('delete', COPY.delete, true)
    ));
  if (!manage && !onDemand && !remove) return null;

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {COPY.actionsTitle}
        </Title>
        <Group gap="sm">
          {manage}
          {onDemand}
          {remove}
        </Group>
        {employee.hasBeenPaid && mayDelete && (
          <Text size="xs" c="dimmed">
            {COPY.deleteNotAllowed}
          </Text>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirm !== null}
        title={name}
        question={confirm ? (CONFIRM[confirm]?.(name) ?? '') : ''}
        busy={act.isPending}
        onConfirm={() => confirm && run(confirm)}
        onCancel={() => setConfirm(null)}
      />
    </Paper>
  );
}
