// /settings/approvals/{id}/edit: a workflow's name, conditions and stages. Pending requests keep the stages they
// were made under.
import { Skeleton, Stack } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { showToast } from '@/components/toast.tsx';
import { isNotFoundError } from '@/lib/api/index.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useSaveWorkflowMutation } from '../api/save-workflow-mutation.ts';
import { useWorkflow } from '../api/workflows-query.ts';
import { PageTitle } from '../components/page-title.tsx';
import { changeMessage, showRefusal } from '../components/save-workflow.ts';
import { WorkflowForm } from '../components/workflow-form.tsx';
import { APPROVAL_TOASTS, WORKFLOW_FORM_COPY as COPY, WORKFLOWS_COPY } from '../copy.ts';
import { APPROVALS_ROUTES } from '../logic/paths.ts';
import { draftOf, updateOf } from '../logic/workflow-form.ts';

export function Component() {
  const { id = '' } = useParams();
  const allowed = useCan('approvals.workflows.manage');
  const navigate = useNavigate();
  const workflow = useWorkflow(id);
  const save = useSaveWorkflowMutation();
  if (!allowed) return <Navigate to="/401" replace />;
  if (isNotFoundError(workflow.error))
    return (
      <NotFoundState
        message={WORKFLOWS_COPY.notFound}
        backTo={APPROVALS_ROUTES.settings}
        backLabel={WORKFLOWS_COPY.back}
      />
    );
  return (
    <Stack gap="lg">
      <div>
        <BackButton label={WORKFLOWS_COPY.back} fallback={APPROVALS_ROUTES.settings} />
        <PageTitle title={COPY.editTitle} subtitle={COPY.subtitle} />
      </div>
      <QueryState
        query={workflow}
        loading={<Skeleton h={420} maw={880} radius="md" />}
        errorTitle={WORKFLOWS_COPY.loadFailed}
      >
        {(loaded) => (
          <WorkflowForm
            key={loaded.updatedAt}
            initial={draftOf(loaded)}
            editing
            busy={save.isPending}
            submitLabel={COPY.save}
            onCancel={() => navigate(APPROVALS_ROUTES.settings)}
            onSubmit={(body, fail) =>
              save.mutate(
                { id, body: updateOf(body) },
                {
                  onSuccess: (answer) => {
                    showToast({
                      kind: 'success',
                      message: changeMessage(answer, APPROVAL_TOASTS.workflowUpdated),
                    });
                    navigate(APPROVALS_ROUTES.settings);
                  },
                  onError: (error) => showRefusal(error, fail),
                },
              )
            }
          />
        )}
      </QueryState>
    </Stack>
  );
}
