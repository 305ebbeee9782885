// Approve or reject a run in review where the approval flow puts it: here when no workflow covers payroll (and the
// member may approve; approving asks for the transaction PIN, as every outflow does), otherwise through its approval
// request.
import { Button, Group, Textarea } from '@mantine/core';
import { type PayrollRun, rejectPayrollRequest } from '@paydesk/contracts';
import { IconCheck, IconExternalLink, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppDialog } from '@/components/app-dialog.tsx';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useApproveRun, useRejectRun } from '../api/run-mutations.ts';
import { useVariance } from '../api/run-query.ts';
import { FINALIZE_COPY as COPY } from '../copy.ts';
import { PAYROLL_ROUTES } from '../logic/paths.ts';

export function ReviewActions({ run }: { run: PayrollRun }) {
  const canApprove = useCan('payroll.approve');
  const approve = useApproveRun(run._id);
  const reject = useRejectRun(run._id);
  // A blocker or an unacknowledged warning stands: approving is refused (the variance check lists each blocker
  // with its fix and each warning with its Acknowledge button).
  const variance = useVariance(run._id, run.status === 'in-review');
  const blocked =
    (variance.data?.counts.blocking ?? 0) > 0 || (variance.data?.counts.unacknowledged ?? 0) > 0;
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  if (run.status !== 'in-review') return null;
  if (run.approvalRequestId)
    return (
      <Button
        component={Link}
        to={PAYROLL_ROUTES.approvalRequest(run.approvalRequestId)}
        variant="light"
        leftSection={<IconExternalLink size={16} />}
        data-testid="open-approval-request"
      >
        {COPY.openRequest}
      </Button>
    );
  if (!canApprove) return null;
  return (
    <>
      <Group gap="sm">
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} />}
          onClick={() => setRejecting(true)}
          data-testid="reject-payroll"
        >
          {COPY.reject}
        </Button>
        <Button
          leftSection={<IconCheck size={16} />}
          onClick={() => setApproving(true)}
          disabled={blocked}
          data-testid="approve-payroll"
        >
          {COPY.approve}
        </Button>
      </Group>
      <PinDialog
        opened={approving}
        what={COPY.approveWhat(formatMinorAsNaira(run.totals.totalCostKobo))}
        busy={approve.isPending}
        error={approve.error}
        onClose={() => {
          setApproving(false);
          approve.reset();
        }}
        onConfirm={(pin) => approve.mutate(pin, { onSuccess: () => setApproving(false) })}
      />
      <AppDialog opened={rejecting} onClose={() => setRejecting(false)} title={COPY.rejectTitle}>
        <Textarea
          label={COPY.rejectReason}
          withAsterisk
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={reasonError}
          data-testid="reject-reason"
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setRejecting(false)}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={reject.isPending}
            data-testid="confirm-reject"
            onClick={() => {
              const checked = rejectPayrollRequest.safeParse({ reason });
              if (!checked.success) {
                setReasonError(checked.error.issues[0]?.message ?? null);
                return;
              }
              setReasonError(null);
              reject.mutate(checked.data.reason, { onSuccess: () => setRejecting(false) });
            }}
          >
            {COPY.reject}
          </Button>
        </Group>
      </AppDialog>
    </>
  );
}
