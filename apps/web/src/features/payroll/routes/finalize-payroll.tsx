// /payroll/:id/finalize: the review of a computed run — totals, the tax and deduction summary, the variance check
// with its blocking issues and the comment on large variances, the employees' lines (a draft's line can be edited),
// submit; then approve or reject where the approval flow puts it, and on to paying once approved.
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { PAYROLL_RUN_MESSAGES, type PayrollRun } from '@paydesk/contracts';
import { IconCash, IconRefresh } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useRun } from '../api/run-query.ts';
import { LinesPanel } from '../components/lines-panel.tsx';
import { ReviewActions } from '../components/review-actions.tsx';
import { periodText } from '../components/run-columns.tsx';
import { RunTotals } from '../components/run-totals.tsx';
import { RunStatusPills } from '../components/status-pill.tsx';
import { VariancePanel } from '../components/variance-panel.tsx';
import { FINALIZE_COPY as COPY } from '../copy.ts';
import { PAYROLL_ROUTES } from '../logic/paths.ts';

function Review({ run }: { run: PayrollRun }) {
  const computed = run.compute.state === 'completed';
  return (
    <Stack gap="lg">
      <PageTitle title={run.name} subtitle={`${COPY.title} · ${periodText(run)}`}>
        <RunStatusPills run={run} />
        {run.editable && (
          <Button
            component={Link}
            to={PAYROLL_ROUTES.run(run._id)}
            variant="default"
            leftSection={<IconRefresh size={16} />}
          >
            {COPY.runAgain}
          </Button>
        )}
        <ReviewActions run={run} />
        {(run.status === 'approved' || run.status === 'processing') && (
          <Button
            component={Link}
            to={PAYROLL_ROUTES.paySalary(run._id)}
            leftSection={<IconCash size={16} />}
            data-testid="go-pay-salaries"
          >
            {COPY.paySalaries}
          </Button>
        )}
      </PageTitle>
      {run.offerApprovalWorkflow && (
        <Alert
          color="blue"
          variant="light"
          title={COPY.offerWorkflowTitle}
          data-testid="offer-approval-workflow"
        >
          <Stack gap="xs" align="flex-start">
            {COPY.offerWorkflow}
            <Button size="xs" component={Link} to={PAYROLL_ROUTES.payrollApprovalWorkflow}>
              {COPY.offerWorkflowAction}
            </Button>
          </Stack>
        </Alert>
      )}
      {run.rejection && run.status === 'draft' && (
        <Alert color="red" variant="light" data-testid="rejection-reason">
          {COPY.rejectedBanner(run.rejection.reason)}
        </Alert>
      )}
      {run.submission?.comment && run.status !== 'draft' && (
        <Alert color="blue" variant="light">
          {run.submission.comment}
        </Alert>
      )}
      {!computed ? (
        <Alert color="yellow" variant="light">
          <Group justify="space-between">
            {run.compute.state === 'queued' || run.compute.state === 'computing'
              ? PAYROLL_RUN_MESSAGES.computing
              : PAYROLL_RUN_MESSAGES.notComputed}
            <Button size="xs" component={Link} to={PAYROLL_ROUTES.run(run._id)}>
              {COPY.openRun}
            </Button>
          </Group>
        </Alert>
      ) : (
        <>
          <RunTotals id={run._id} />
          <VariancePanel id={run._id} canSubmit={run.editable} inReview={run.status === 'in-review'} />
          <LinesPanel runId={run._id} editable={run.editable} />
        </>
      )}
    </Stack>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const run = useRun(id);
  return (
    <Stack gap="lg">
      <QueryState query={run} loading={<Skeleton h={320} />} errorTitle={COPY.loadFailed}>
        {(data) => <Review run={data} />}
      </QueryState>
    </Stack>
  );
}
