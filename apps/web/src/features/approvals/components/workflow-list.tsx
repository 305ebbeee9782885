// The workflows on the list kit: settings manage them (switch with a confirmation before disabling, edit, delete),
// /approvals/workflow only shows them.
import { Paper } from '@mantine/core';
import type { ApprovalWorkflow } from '@paydesk/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { showToast } from '@/components/toast.tsx';
import { useWalletOptions } from '../api/approver-options-query.ts';
import { useDeleteWorkflowMutation, useSetWorkflowEnabledMutation } from '../api/workflow-state-mutations.ts';
import { useWorkflows } from '../api/workflows-query.ts';
import { APPROVAL_TOASTS, WORKFLOWS_COPY as COPY } from '../copy.ts';
import { APPROVALS_ROUTES } from '../logic/paths.ts';
import { changeMessage } from './save-workflow.ts';
import { workflowColumns } from './workflow-columns.tsx';

export function WorkflowList({ manage }: { manage: boolean }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const workflows = useWorkflows(page);
  const wallets = useWalletOptions();
  const navigate = useNavigate();
  const toggle = useSetWorkflowEnabledMutation();
  const remove = useDeleteWorkflowMutation();
  const [disabling, setDisabling] = useState<ApprovalWorkflow | null>(null);
  const [deleting, setDeleting] = useState<ApprovalWorkflow | null>(null);

  const setEnabled = (workflow: ApprovalWorkflow, enabled: boolean) =>
    toggle.mutate(
      { id: workflow._id, enabled },
      {
        onSuccess: (answer) => {
          setDisabling(null);
          showToast({
            kind: 'success',
            message: changeMessage(
              answer,
              enabled ? APPROVAL_TOASTS.workflowEnabled : APPROVAL_TOASTS.workflowDisabled,
            ),
          });
        },
      },
    );

  const walletData = wallets.data;
  const busyId = toggle.isPending ? (toggle.variables?.id ?? null) : null;
  // Rebuilt each render: it is cheap, and the switch's busy row and the wallet names change it.
  const columns = workflowColumns({
    walletName: (id) => walletData?.find((w) => w.value === id)?.label,
    ...(manage
      ? {
          manage: {
            onToggle: (workflow: ApprovalWorkflow, enabled: boolean) =>
              enabled ? setEnabled(workflow, true) : setDisabling(workflow),
            onDelete: setDeleting,
            busyId,
          },
        }
      : {}),
  });

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
      <DataTable
        label={COPY.settingsTitle}
        columns={columns}
        getRowId={(workflow) => workflow._id}
        {...pagedQueryProps(workflows, (next) => setParams(next > 1 ? { page: String(next) } : {}))}
        onRowClick={manage ? (workflow) => navigate(APPROVALS_ROUTES.edit(workflow._id)) : undefined}
        rowTestId="workflow-row"
        testId="workflow-table"
        errorTitle={COPY.loadFailed}
        minWidth={manage ? 640 : 560}
        empty={
          manage
            ? {
                header: COPY.emptyHeader,
                subHeader: COPY.emptySub,
                action: { label: COPY.create, to: APPROVALS_ROUTES.create },
              }
            : { header: COPY.emptyHeader, subHeader: COPY.emptySubReadOnly }
        }
      />
      <ConfirmDialog
        opened={disabling !== null}
        title={COPY.disableTitle}
        question={disabling ? COPY.disableQuestion(disabling.name) : ''}
        confirmLabel={COPY.disableConfirm}
        cancelLabel={COPY.cancel}
        busy={toggle.isPending}
        onConfirm={() => disabling && setEnabled(disabling, false)}
        onCancel={() => setDisabling(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={COPY.deleteTitle}
        question={deleting ? COPY.deleteQuestion(deleting.name) : ''}
        confirmLabel={COPY.deleteConfirm}
        cancelLabel={COPY.cancel}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: (answer) => {
              setDeleting(null);
              showToast({
                kind: 'success',
                message: changeMessage(answer, APPROVAL_TOASTS.workflowDeleted),
              });
            },
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </Paper>
  );
}
