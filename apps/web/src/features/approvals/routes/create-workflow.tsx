// /settings/approvals/create: a new workflow.
import { Stack } from '@mantine/core';
import { APPROVAL_ACTION_LABELS, APPROVAL_ACTIONS, type ApprovalAction } from '@paydesk/contracts';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { showToast } from '@/components/toast.tsx';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useSaveWorkflowMutation } from '../api/save-workflow-mutation.ts';
import { PageTitle } from '../components/page-title.tsx';
import { changeMessage, showRefusal } from '../components/save-workflow.ts';
import { WorkflowForm } from '../components/workflow-form.tsx';
import { APPROVAL_TOASTS, WORKFLOW_FORM_COPY as COPY, WORKFLOWS_COPY } from '../copy.ts';
import { APPROVALS_ROUTES } from '../logic/paths.ts';
import { emptyWorkflow } from '../logic/workflow-form.ts';

export function Component() {
  const allowed = useCan('approvals.workflows.manage');
  const navigate = useNavigate();
  const save = useSaveWorkflowMutation();
  const [params] = useSearchParams();
  // `?action=payroll.approval` (the payroll review's offer): the workflow's action is chosen and named.
  const [initial] = useState(() => {
    const action = params.get('action');
    if (!action || !(APPROVAL_ACTIONS as readonly string[]).includes(action)) return emptyWorkflow();
    return {
      ...emptyWorkflow(),
      action: action as ApprovalAction,
      name: APPROVAL_ACTION_LABELS[action as ApprovalAction],
    };
  });
  if (!allowed) return <Navigate to="/401" replace />;
  return (
    <Stack gap="lg">
      <div>
        <BackButton label={WORKFLOWS_COPY.back} fallback={APPROVALS_ROUTES.settings} />
        <PageTitle title={COPY.createTitle} subtitle={COPY.subtitle} />
      </div>
      <WorkflowForm
        initial={initial}
        busy={save.isPending}
        submitLabel={COPY.create}
        onCancel={() => navigate(APPROVALS_ROUTES.settings)}
        onSubmit={(body, fail) =>
          save.mutate(
            { body },
            {
              onSuccess: (answer) => {
                showToast({
                  kind: 'success',
                  message: changeMessage(answer, APPROVAL_TOASTS.workflowCreated),
                });
                navigate(APPROVALS_ROUTES.settings);
              },
              onError: (error) => showRefusal(error, fail),
            },
          )
        }
      />
    </Stack>
  );
}
