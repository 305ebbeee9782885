// One advance in a drawer: the figures, the invoice document, the timeline and, while money is owed, Repay.
import { Alert, Button, Divider, Group, SimpleGrid, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate, formatDateTime } from '@/lib/format/time.ts';
import { advanceQuery } from '../api/advances-query.ts';
import { useDownloadInvoice } from '../api/document-download.ts';
import { TRADE_COPY } from '../copy.ts';
import { timelineOf } from '../logic/timeline.ts';
import { RepayDialog } from './repay-dialog.tsx';
import { TradeStatusPill } from './trade-status-pill.tsx';

const COPY = TRADE_COPY.details;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

export function AdvanceDetails({ id, onClose }: { id: string | null; onClose: () => void }) {
  const advance = useQuery({ ...advanceQuery(id ?? ''), enabled: id !== null });
  const download = useDownloadInvoice();
  const [repaying, setRepaying] = useState(false);
  const a = advance.data;
  return (
    <>
      <AppDialog
        opened={id !== null && !repaying}
        onClose={onClose}
        variant="drawer"
        size="md"
        title={a ? `${COPY.title} · ${a.invoiceNumber}` : COPY.title}
      >
        <QueryState query={advance} loading={<Skeleton h={260} radius="md" />}>
          {(a) => (
            <Stack gap="md" data-testid="trade-details">
              <Group justify="space-between">
                <Text ff="monospace" size="sm" c="dimmed">
                  {a.reference}
                </Text>
                <TradeStatusPill status={a.status} />
              </Group>
              <SimpleGrid cols={2}>
                <Figure label={TRADE_COPY.columns.buyer} value={a.buyerName} />
                <Figure label={TRADE_COPY.columns.amount} value={formatMinorAsNaira(a.invoiceAmount)} />
                <Figure label={COPY.requested} value={formatMinorAsNaira(a.requestedAmount)} />
                <Figure label={TRADE_COPY.columns.due} value={formatDate(a.dueDate)} />
                {a.approvedAmount !== null && (
                  <Figure label={COPY.approved} value={formatMinorAsNaira(a.approvedAmount)} />
                )}
                {a.fee !== null && <Figure label={COPY.fee} value={formatMinorAsNaira(a.fee)} />}
                {a.approvedAmount !== null && (
                  <Figure label={COPY.repaid} value={formatMinorAsNaira(a.repaidAmount)} />
                )}
                {(a.status === 'disbursed' || a.status === 'overdue') && (
                  <Figure label={COPY.owed} value={formatMinorAsNaira(a.outstanding)} />
                )}
              </SimpleGrid>
              {a.rejectionReason && (
                <Alert color="red" variant="light" title={COPY.rejected}>
                  {a.rejectionReason}
                </Alert>
              )}
              <Group>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} />}
                  loading={download.isPending}
                  onClick={() => download.mutate({ id: a._id, fileName: a.document.fileName })}
                >
                  {COPY.document}
                </Button>
                {(a.status === 'disbursed' || a.status === 'overdue') && (
                  <Button onClick={() => setRepaying(true)} data-testid="trade-repay">
                    {COPY.repay}
                  </Button>
                )}
              </Group>
              <Divider label={COPY.timeline} labelPosition="left" />
              <Timeline bulletSize={14} lineWidth={2} active={timelineOf(a).length}>
                {timelineOf(a).map((step) => (
                  <Timeline.Item key={`${step.label}-${step.at}`} title={step.label}>
                    <Text size="xs" c="dimmed">
                      {formatDateTime(step.at)}
                      {step.detail ? ` · ${step.detail}` : ''}
                    </Text>
                  </Timeline.Item>
                ))}
              </Timeline>
            </Stack>
          )}
        </QueryState>
      </AppDialog>
      {/* Beside the drawer, not in it: the drawer closes while the repayment dialog is open. */}
      {a && <RepayDialog advance={a} opened={repaying} onClose={() => setRepaying(false)} />}
    </>
  );
}
