// The assignment modal that follows creating an allowance, a benefit or a pay structure (spec §4 Payroll setup):
// choose pay groups and assign it through the §7 assign call. A failure closes the modal with a warning toast.
import { Button, Group, MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { isApiError } from '@/lib/api/index.ts';
import { type AssignPath, useAssignToGroups, useSetupList } from '../api/resources.ts';
import { PAYROLL_SETUP_TOASTS, SETUP_COPY } from '../copy.ts';

export interface AssignTarget {
  path: AssignPath;
  /** The id field of the item: pay_structure_id, benefit_in_kind_id or allowance_and_bonus_id. */
  field: 'pay_structure_id' | 'benefit_in_kind_id' | 'allowance_and_bonus_id';
  id: string;
  name: string;
}

export function AssignDialog({ target, onClose }: { target: AssignTarget | null; onClose: () => void }) {
  const groups = useSetupList('groups', { limit: 100 });
  const assign = useAssignToGroups();
  const [selected, setSelected] = useState<string[]>([]);
  const close = () => {
    setSelected([]);
    onClose();
  };
  const submit = () => {
    if (!target) return;
    assign.mutate(
      { path: target.path, body: { pay_group_ids: selected, [target.field]: target.id } },
      {
        onSuccess: (result) => {
          if (result.failureCount > 0)
            showToast({ kind: 'warning', message: result.failures.map((f) => f.message).join('. ') });
          if (result.successCount > 0)
            showToast({ kind: 'success', message: PAYROLL_SETUP_TOASTS.assigned(result.successCount) });
          close();
        },
        onError: (error) => {
          showToast({ kind: 'warning', message: isApiError(error) ? error.message : String(error) });
          close();
        },
      },
    );
  };
  return (
    <AppDialog
      opened={target !== null}
      onClose={close}
      title={`${SETUP_COPY.assign.title}: ${target?.name ?? ''}`}
      description={SETUP_COPY.assign.description}
    >
      <MultiSelect
        label={SETUP_COPY.assign.groups}
        data={(groups.data?.docs ?? []).map((g) => ({ value: g._id, label: g.name }))}
        value={selected}
        onChange={setSelected}
        searchable
        data-testid="assign-groups-select"
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={close}>
          {SETUP_COPY.assign.skip}
        </Button>
        <Button onClick={submit} loading={assign.isPending} disabled={selected.length === 0}>
          {SETUP_COPY.assign.submit}
        </Button>
      </Group>
    </AppDialog>
  );
}
