// One employee's payslip of a run on screen, as its PDF reads (the shared breakdown: each figure with how it was
// computed and, for a statutory one, the rule it comes from), with its PDF.
import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { PayrollLineDetail } from '@paydesk/contracts';
import { IconDownload } from '@tabler/icons-react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { PAYSLIP_BREAKDOWN_COPY } from '@/components/payslip-breakdown/copy.ts';
import { PayslipBreakdownView } from '@/components/payslip-breakdown/payslip-breakdown.tsx';
import { formatDate } from '@/lib/format/time.ts';
import { payslipFile, useDownload } from '../api/downloads.ts';
import { useRunLine } from '../api/run-query.ts';
import { PAYSLIP_COPY as COPY } from '../copy.ts';

function Payslip({
  runId,
  line,
  downloadable,
}: {
  runId: string;
  line: PayrollLineDetail;
  downloadable: boolean;
}) {
  const download = useDownload();
  const b = line.breakdown;
  return (
    <Stack gap="md" data-testid="payslip">
      <Text size="sm" c="dimmed">
        {PAYSLIP_BREAKDOWN_COPY.period(formatDate(b.period.start), formatDate(b.period.end))}
        {line.employee.staffId ? ` · ${line.employee.staffId}` : ''}
      </Text>
      <PayslipBreakdownView
        breakdown={b}
        grossPayKobo={line.grossPayKobo}
        taxableIncomeKobo={line.taxableIncomeKobo}
        totalDeductionsKobo={line.totalDeductionsKobo}
        netPayKobo={line.netPayKobo}
      />
      {downloadable && (
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate(payslipFile(runId, line._id))}
        >
          {COPY.download}
        </Button>
      )}
    </Stack>
  );
}

/** The payslip of `lineId` in a drawer (closed when null); its PDF once the run has payslips. */
export function PayslipDrawer({
  runId,
  lineId,
  onClose,
  downloadable = true,
}: {
  runId: string;
  lineId: string | null;
  onClose: () => void;
  /** The PDF exists once the run is being paid or completed. */
  downloadable?: boolean;
}) {
  const line = useRunLine(runId, lineId);
  const name = line.data ? `${line.data.employee.firstName} ${line.data.employee.lastName}` : '';
  return (
    <AppDialog opened={lineId !== null} onClose={onClose} title={COPY.title(name)} variant="drawer">
      {line.isPending ? (
        <Skeleton h={320} />
      ) : line.isError ? (
        <Alert color="red" variant="light">
          {COPY.loadFailed}
        </Alert>
      ) : (
        <Payslip runId={runId} line={line.data} downloadable={downloadable} />
      )}
    </AppDialog>
  );
}
