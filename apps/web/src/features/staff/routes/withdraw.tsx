// /staff/withdraw: the employee asks for part of their earned pay (or saves it). The fee and what reaches the bank
// are shown before they confirm; a refusal says which rule refused it.
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { FeeQuote, RequestKind } from '@paydesk/contracts';
import { parseNaira } from '@paydesk/money';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { QueryError } from '@/components/query-state.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useStaffEarned, useStaffQuoteMutation, useStaffRequestMutation } from '../api/on-demand-api.ts';
import { EarnedFigures } from '../components/earned-card.tsx';
import { RequestHistory } from '../components/request-history.tsx';
import { StaffFrame } from '../components/staff-frame.tsx';
import { STAFF_ROUTES } from '../copy.ts';
import { STAFF_ON_DEMAND_COPY as COPY } from '../on-demand-copy.ts';
import { useStaffSession } from '../state/staff-session-store.ts';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

function QuoteSummary({ quote }: { quote: FeeQuote }) {
  return (
    <Stack gap={6} data-testid="staff-quote">
      <Line label={COPY.fee} value={formatMinorAsNaira(quote.fee)} />
      <Text size="xs" c="dimmed">
        {COPY.feePaidBy[quote.feeBearer]}
      </Text>
      <Line label={COPY.payout} value={formatMinorAsNaira(quote.payout)} strong />
      <Line label={COPY.toDeduct} value={formatMinorAsNaira(quote.toDeduct)} />
    </Stack>
  );
}

function RequestForm({
  savingsEnabled,
  approvalRequired,
}: {
  savingsEnabled: boolean;
  approvalRequired: boolean;
}) {
  const [kind, setKind] = useState<RequestKind>('withdrawal');
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const quote = useStaffQuoteMutation();
  const submit = useStaffRequestMutation();
  const amount = parseNaira(text.trim());
  const refusal = quote.error ?? submit.error;
  const reset = () => {
    quote.reset();
    submit.reset();
  };

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="staff-withdraw-title">
      <Stack gap="md">
        <Title order={1} fz={20} id="staff-withdraw-title">
          {COPY.title}
        </Title>
        {savingsEnabled && (
          <SegmentedControl
            fullWidth
            value={kind}
            onChange={(value) => {
              setKind(value as RequestKind);
              reset();
            }}
            data={[
              { value: 'withdrawal', label: COPY.kinds.withdrawal },
              { value: 'saving', label: COPY.kinds.saving },
            ]}
            data-testid="staff-kind"
          />
        )}
        <TextInput
          label={COPY.amount}
          inputMode="decimal"
          size="md"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setInputError(null);
            reset();
          }}
          error={inputError}
          data-testid="staff-amount"
        />
        {refusal && (
          <Alert color="red" variant="light" role="alert" data-testid="staff-refusal">
            {toApiError(refusal).message}
          </Alert>
        )}
        {quote.data && !submit.isSuccess ? (
          <>
            {kind === 'withdrawal' ? (
              <QuoteSummary quote={quote.data} />
            ) : (
              <Line label={COPY.toDeduct} value={formatMinorAsNaira(quote.data.amount)} strong />
            )}
            {approvalRequired && (
              <Text size="xs" c="dimmed">
                {COPY.needsApproval}
              </Text>
            )}
            <Button
              size="md"
              loading={submit.isPending}
              onClick={() => submit.mutate({ kind, amount: quote.data.amount })}
              data-testid="staff-confirm"
            >
              {kind === 'withdrawal' ? COPY.confirmWithdrawal : COPY.confirmSaving}
            </Button>
            <Button variant="subtle" onClick={reset}>
              {COPY.change}
            </Button>
          </>
        ) : (
          <Button
            size="md"
            loading={quote.isPending}
            onClick={() => {
              if (amount === null || amount <= 0) return setInputError(COPY.amountInvalid);
              submit.reset();
              quote.mutate(amount);
            }}
            data-testid="staff-review"
          >
            {COPY.review}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

export function Component() {
  const session = useStaffSession((state) => state.session);
  const earned = useStaffEarned();
  // An expired access token is renewed by the next call; only a missing session means signing in.
  if (!session) return <Navigate to={STAFF_ROUTES.login} replace />;
  return (
    <StaffFrame>
      <Stack gap="md">
        <Anchor component={Link} to={STAFF_ROUTES.home} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {COPY.back}
          </Group>
        </Anchor>
        {earned.isPending ? (
          <Skeleton h={160} radius="md" />
        ) : earned.isError ? (
          <QueryError
            title={COPY.loadFailed}
            error={earned.error}
            onRetry={() => void earned.refetch()}
            retrying={earned.isFetching}
          />
        ) : (
          <>
            <Card withBorder radius="md">
              <EarnedFigures summary={earned.data} />
            </Card>
            <RequestForm
              savingsEnabled={earned.data.rules.savingsEnabled}
              approvalRequired={earned.data.rules.approvalRequired}
            />
          </>
        )}
        <RequestHistory />
      </Stack>
    </StaffFrame>
  );
}
