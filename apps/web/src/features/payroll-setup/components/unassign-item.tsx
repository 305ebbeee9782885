// A pay structure, benefit or allowance shown on a pay group's page, with a remove button that takes it off this
// pay group after a yes (the item itself stays). A refusal the server explains is a warning toast.
import { ActionIcon, Badge, Group } from '@mantine/core';
import { PAYROLL_SETUP_PATHS as P, type PayGroup } from '@paydesk/contracts';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { type UnassignPath, useUnassignFromGroups } from '../api/resources.ts';
import { PAYROLL_SETUP_TOASTS, SETUP_COPY } from '../copy.ts';

const COPY = SETUP_COPY.groups;

export type AssignedKind = 'pay structure' | 'benefit' | 'allowance';

const CALLS: Record<AssignedKind, { path: UnassignPath; field: string }> = {
  'pay structure': { path: P.payGroupUnassignPayStructure, field: 'pay_structure_id' },
  benefit: { path: P.payGroupUnassignBenefitsInKind, field: 'benefit_in_kind_id' },
  allowance: { path: P.payGroupUnassignAllowanceAndBonus, field: 'allowance_and_bonus_id' },
};

export function AssignedItem({
  group,
  kind,
  item,
  mayManage,
}: {
  group: PayGroup;
  kind: AssignedKind;
  item: { _id: string; name: string };
  mayManage: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const unassign = useUnassignFromGroups();
  const confirm = () => {
    const { path, field } = CALLS[kind];
    // mutateAsync, not mutate's callbacks: the refetch that follows removes this item, and an unmounted
    // observer's callbacks never run, so the toast would be lost.
    unassign
      .mutateAsync({ path, body: { pay_group_ids: [group._id], [field]: item._id } })
      .then((result) => {
        if (result.successCount > 0)
          showToast({ kind: 'success', message: PAYROLL_SETUP_TOASTS.unassigned(item.name, group.name) });
        if (result.failureCount > 0)
          showToast({ kind: 'warning', message: result.failures.map((f) => f.message).join('. ') });
      })
      .catch((error: unknown) => showToast({ kind: 'error', message: (error as Error).message }))
      .finally(() => setAsking(false));
  };
  return (
    <Group gap={4} wrap="nowrap" data-testid={`assigned-${kind.replace(' ', '-')}`}>
      <Badge variant="light" size="lg" tt="none">
        {item.name}
      </Badge>
      {mayManage && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={COPY.unassignLabel(item.name)}
          onClick={() => setAsking(true)}
        >
          <IconX size={14} />
        </ActionIcon>
      )}
      <ConfirmDialog
        opened={asking}
        title={COPY.unassignTitle}
        question={COPY.unassignQuestion(kind, item.name, group.name)}
        confirmLabel={COPY.remove}
        cancelLabel={SETUP_COPY.cancel}
        busy={unassign.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </Group>
  );
}
