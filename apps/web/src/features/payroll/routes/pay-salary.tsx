// /payroll/:id/pay-salary: an approved run is paid from a wallet with the PIN; then its progress, each salary's
// state (pending, paid, failed with the reason), retry of the failed ones, the remittances and the payslips; one
// payslip opens on screen (`?payslip=<line id>`, the link reconciliation gives for the payslip that recovered pay).
import { Alert, Skeleton, Stack } from '@mantine/core';
import type { PayrollRun } from '@paydesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { payrollKeys } from '../api/keys.ts';
import { useRun } from '../api/run-query.ts';
import { LinesPanel } from '../components/lines-panel.tsx';
import { PaySalaryPanel } from '../components/pay-salary-panel.tsx';
import { PaymentProgress } from '../components/payment-progress.tsx';
import { PayslipDrawer } from '../components/payslip-drawer.tsx';
import { PayslipsPanel } from '../components/payslips-panel.tsx';
import { RemittancesPanel } from '../components/remittances-panel.tsx';
import { periodText } from '../components/run-columns.tsx';
import { RunTotals } from '../components/run-totals.tsx';
import { RunStatusPills } from '../components/status-pill.tsx';
import { PAY_COPY as COPY, FINALIZE_COPY } from '../copy.ts';

const paying = (run: PayrollRun) =>
  Boolean(run.payment && run.payment.counts.pending + run.payment.counts.unpaid > 0);

function Pay({ run }: { run: PayrollRun }) {
  const started = run.payment !== null;
  // The lines follow the run: when its counts move (a salary settles or fails), the shown page is read again.
  const queryClient = useQueryClient();
  const counts = JSON.stringify(run.payment?.counts ?? null);
  const [params, setParams] = useSearchParams();
  const payslip = params.get('payslip');
  const showPayslip = (lineId: string | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (lineId) next.set('payslip', lineId);
        else next.delete('payslip');
        return next;
      },
      { replace: true },
    );
  useEffect(() => {
    if (counts !== 'null')
      void queryClient.invalidateQueries({ queryKey: [...payrollKeys.run(run._id), 'lines'] });
  }, [counts, run._id, queryClient]);
  return (
    <Stack gap="lg">
      <PageTitle title={run.name} subtitle={`${COPY.title} · ${periodText(run)}`}>
        <RunStatusPills run={run} />
      </PageTitle>
      {!started && run.status !== 'approved' && (
        <Alert color="yellow" variant="light">
          {COPY.notApproved}
        </Alert>
      )}
      {!started && run.status === 'approved' && (
        <>
          <RunTotals id={run._id} />
          <PaySalaryPanel run={run} />
        </>
      )}
      {started && (
        <>
          <PaymentProgress run={run} />
          <LinesPanel runId={run._id} editable={false} payment refetchMs={paying(run) ? 3_000 : false} />
          <RemittancesPanel runId={run._id} />
          <PayslipsPanel runId={run._id} onView={showPayslip} />
          <PayslipDrawer runId={run._id} lineId={payslip} onClose={() => showPayslip(null)} />
        </>
      )}
    </Stack>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const run = useRun(id, paying);
  return (
    <Stack gap="lg">
      <QueryState query={run} loading={<Skeleton h={320} />} errorTitle={FINALIZE_COPY.loadFailed}>
        {(data) => <Pay run={data} />}
      </QueryState>
    </Stack>
  );
}
