// The run's remittances by party (PAYE by state, pension by PFA, NHF, NSITF, ITF), each opening its pay page; a paid
// one shows the authority's receipt the employer recorded (its file downloadable) and records or replaces it. The
// run's filing pack is a ZIP of each party's schedules, summary and receipt.
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  PAYROLL_RUN_PATHS,
  payrollRunPath,
  REMITTANCE_KIND_LABELS,
  type Remittance,
  type RemittanceStatus,
} from '@paydesk/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useDownload } from '../api/downloads.ts';
import { receiptFile } from '../api/remittance-receipt.ts';
import { useRemittances } from '../api/remittances-query.ts';
import { PAY_COPY as COPY, PAYMENT_STATE_LABELS, RECEIPT_COPY, REMITTANCE_COPY } from '../copy.ts';
import { PAYROLL_ROUTES } from '../logic/paths.ts';
import { RemittanceReceiptDialog } from './remittance-receipt-dialog.tsx';

export const REMITTANCE_COLOURS: Record<RemittanceStatus, string> = {
  unpaid: 'gray',
  pending: 'yellow',
  paid: 'teal',
  failed: 'red',
};

export function RemittancesPanel({ runId }: { runId: string }) {
  const remittances = useRemittances(runId);
  const mayPay = useCan('payroll.pay');
  const download = useDownload();
  const [receiptFor, setReceiptFor] = useState<Remittance | null>(null);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="remittances">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="md">
          {COPY.remittances}
        </Title>
        {!!remittances.data?.length && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            loading={download.isPending}
            onClick={() =>
              download.mutate({
                path: payrollRunPath(PAYROLL_RUN_PATHS.filingPack, { id: runId }),
                fallbackName: 'filing-pack.zip',
              })
            }
            data-testid="filing-pack"
          >
            {COPY.filingPack}
          </Button>
        )}
      </Group>
      <QueryState
        query={remittances}
        loading={<Skeleton h={80} />}
        isEmpty={(list) => list.length === 0}
        empty={{ header: 'No remittances', subHeader: 'This payroll has nothing to remit.' }}
      >
        {(list) => (
          <Stack gap="xs">
            {list.map((r) => (
              <Group
                key={r._id}
                justify="space-between"
                wrap="nowrap"
                py={6}
                style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                data-testid="remittance-row"
                data-kind={r.kind}
              >
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {REMITTANCE_KIND_LABELS[r.kind]} · {r.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.employeeCount} · {formatMinorAsNaira(r.amountKobo)}
                  </Text>
                  {r.status === 'paid' && (
                    <Text size="xs" c={r.receipt ? undefined : 'dimmed'} data-testid="remittance-receipt">
                      {r.receipt ? RECEIPT_COPY.recorded(r.receipt.receiptNumber) : RECEIPT_COPY.none}
                      {r.receipt?.file && (
                        <>
                          {' · '}
                          <Anchor
                            component="button"
                            type="button"
                            size="xs"
                            onClick={() => download.mutate(receiptFile(runId, r._id, r.receipt!.file!.name))}
                            data-testid="download-receipt"
                          >
                            {r.receipt.file.name}
                          </Anchor>
                        </>
                      )}
                    </Text>
                  )}
                  {r.status === 'paid' && mayPay && (
                    <Button
                      size="compact-xs"
                      variant="light"
                      mt={4}
                      onClick={() => setReceiptFor(r)}
                      data-testid="add-receipt"
                    >
                      {r.receipt ? RECEIPT_COPY.replace : RECEIPT_COPY.add}
                    </Button>
                  )}
                </div>
                <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
                  <Badge
                    color={r.unpayable ? 'red' : REMITTANCE_COLOURS[r.status]}
                    variant="light"
                    radius="sm"
                    tt="none"
                    styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
                    data-testid="remittance-row-status"
                  >
                    {r.unpayable ? REMITTANCE_COPY.unpayable : PAYMENT_STATE_LABELS[r.status]}
                  </Badge>
                  <Button
                    size="compact-sm"
                    variant={r.status === 'paid' ? 'subtle' : 'light'}
                    color={r.unpayable ? 'red' : undefined}
                    component={Link}
                    to={PAYROLL_ROUTES.payRemittance(runId, r._id)}
                    data-testid="open-remittance"
                  >
                    {r.status === 'paid' || r.status === 'pending'
                      ? 'View'
                      : r.unpayable
                        ? COPY.fixRemittance
                        : COPY.payRemittance}
                  </Button>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
      <RemittanceReceiptDialog runId={runId} remittance={receiptFor} onClose={() => setReceiptFor(null)} />
    </Paper>
  );
}
