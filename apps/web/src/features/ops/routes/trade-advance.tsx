// /ops/trade/{id}: one trade advance with its invoice document, and the decision: start the review, approve an
// amount up to the share of the invoice (disbursed at once, after a confirmation) or reject with a reason.
import {
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { OPS_TRADE_PATHS, type TradeAdvance, tradeFee } from '@paydesk/contracts';
import { parseNaira } from '@paydesk/money';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { showToast } from '@/components/toast.tsx';
import { notifyApiError, saveFile } from '@/lib/api/index.ts';
import { WARNING_TEXT_COLOR } from '@/lib/constants.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate } from '@/lib/format/time.ts';
import { opsFile } from '../api/ops-request.ts';
import { useTradeDecisionMutation } from '../api/trade-decision-mutation.ts';
import { tradeAdvanceQuery } from '../api/trade-queries.ts';
import { CreditRejectDialog } from '../components/credit-reject-dialog.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { OPS_COPY } from '../copy.ts';
import { OPS_ROUTES } from '../paths.ts';

const COPY = OPS_COPY.trade;

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

function Decision({ advance }: { advance: TradeAdvance }) {
  const decide = useTradeDecisionMutation();
  const [amountText, setAmountText] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  useEffect(() => setAmountText((advance.requestedAmount / 100).toFixed(2)), [advance.requestedAmount]);
  const parsed = parseNaira(amountText.trim());
  const amount = parsed !== null && parsed > 0 && parsed <= advance.maxAdvance ? parsed : null;
  const open = advance.status === 'submitted' || advance.status === 'under_review';
  if (!open) return null;
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        {advance.status === 'submitted' && (
          <Button
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            loading={decide.isPending}
            onClick={() =>
              decide.mutate(
                { id: advance._id, kind: 'start-review' },
                { onSuccess: () => showToast({ kind: 'success', message: COPY.reviewStarted }) },
              )
            }
          >
            {COPY.startReview}
          </Button>
        )}
        <TextInput
          label={COPY.amountLabel}
          inputMode="decimal"
          value={amountText}
          onChange={(e) => setAmountText(e.currentTarget.value)}
          description={`${COPY.max}: ${formatMinorAsNaira(advance.maxAdvance)} · ${COPY.fee}: ${formatMinorAsNaira(tradeFee(amount ?? 0))}`}
          error={touched && amount === null ? COPY.amountError(formatMinorAsNaira(advance.maxAdvance)) : null}
          maw={360}
        />
        <Group>
          <Button color="orange" variant="light" onClick={() => setRejecting(true)}>
            {OPS_COPY.reject}
          </Button>
          <Button
            color="teal"
            onClick={() => {
              setTouched(true);
              if (amount !== null) setConfirming(true);
            }}
          >
            {OPS_COPY.approve}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={OPS_COPY.credit.approveTitle}
        question={COPY.approveQuestion(formatMinorAsNaira(amount ?? 0), advance.companyName)}
        confirmLabel={OPS_COPY.approve}
        cancelLabel="Cancel"
        busy={decide.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          decide.mutate(
            { id: advance._id, kind: 'approve', approvedAmount: amount ?? 0 },
            {
              onSuccess: ({ data }) =>
                showToast({
                  kind: 'success',
                  message: COPY.approved(formatMinorAsNaira(data.approvedAmount ?? 0), data.companyName),
                }),
              onSettled: () => setConfirming(false),
            },
          )
        }
      />
      <CreditRejectDialog
        target={rejecting ? advance : null}
        title={COPY.rejectTitle}
        label={COPY.rejectLabel}
        busy={decide.isPending}
        onClose={() => setRejecting(false)}
        onReject={(reason, done) =>
          decide.mutate(
            { id: advance._id, kind: 'reject', reason },
            {
              onSuccess: () => {
                done();
                showToast({ kind: 'success', message: COPY.rejected });
              },
            },
          )
        }
      />
    </Card>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const advance = useQuery(tradeAdvanceQuery(id));
  const download = async (a: TradeAdvance) => {
    try {
      saveFile(await opsFile(OPS_TRADE_PATHS.document(a._id)), a.document.fileName);
    } catch (error) {
      notifyApiError(error);
    }
  };
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={OPS_ROUTES.trade} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {COPY.back}
        </Group>
      </Anchor>
      <QueryState query={advance} loading={<Skeleton h={300} radius="md" />}>
        {(a) => (
          <Stack gap="lg">
            <Group justify="space-between" align="flex-end">
              <Stack gap={4}>
                <Title order={1} fz={26}>
                  {a.companyName} · {a.invoiceNumber}
                </Title>
                <Text c="dimmed" ff="monospace" size="sm">
                  {a.reference}
                </Text>
              </Stack>
              <StatusBadge status={a.status} />
            </Group>
            <Card withBorder radius="md" p="lg">
              <SimpleGrid cols={{ base: 2, md: 4 }}>
                <Figure label={COPY.buyer} value={`${a.buyerName} (${a.buyerEmail})`} />
                <Figure label={COPY.invoiceAmount} value={formatMinorAsNaira(a.invoiceAmount)} />
                <Figure label={COPY.issueDate} value={formatDate(a.issueDate)} />
                <Figure label={COPY.dueDate} value={formatDate(a.dueDate)} />
                <Figure label={COPY.requested} value={formatMinorAsNaira(a.requestedAmount)} />
                <Figure label={COPY.max} value={formatMinorAsNaira(a.maxAdvance)} />
                {a.approvedAmount !== null && (
                  <Figure label={COPY.approvedAmount} value={formatMinorAsNaira(a.approvedAmount)} />
                )}
                {a.fee !== null && <Figure label={COPY.fee} value={formatMinorAsNaira(a.fee)} />}
                {a.approvedAmount !== null && (
                  <Figure label={COPY.outstanding} value={formatMinorAsNaira(a.outstanding)} />
                )}
              </SimpleGrid>
              <Button
                mt="md"
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={() => void download(a)}
              >
                {COPY.document} ({a.document.fileName})
              </Button>
              {a.rejectionReason && (
                <Text mt="md" c={WARNING_TEXT_COLOR}>
                  {a.rejectionReason}
                </Text>
              )}
            </Card>
            <Decision advance={a} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
