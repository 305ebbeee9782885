// /setwithdrawals/{payload} (open route, spec §2.2): the approval email's link. It shows the request, who asked for it
// (the employee) and who decides (the approver the link was sent to), and lets that approver approve or reject it with
// their transaction PIN, once; an expired or used link says so.
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PinDigits } from '@/components/pin/pin-digits.tsx';
import { showToast } from '@/components/toast.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDateTime, formatPeriod } from '@/lib/format/time.ts';
import { useApprovalLink, useLinkDecisionMutation } from '../api/approval-link.ts';
import { type Decision, decisionToast } from '../api/decision-mutations.ts';
import { RequestStatusBadge } from '../components/status-badge.tsx';
import { LINK_COPY as COPY } from '../copy.ts';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        maw={480}
        w="100%"
        data-testid="set-withdrawals"
      >
        <Stack gap="md">
          <Title order={1} fz={22}>
            {COPY.title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

export function Component() {
  const { payload = '' } = useParams();
  const link = useApprovalLink(payload);
  const decide = useLinkDecisionMutation(payload);
  const [pin, setPin] = useState('');
  const [reason, setReason] = useState('');
  const [decided, setDecided] = useState<string | null>(null);

  if (link.isPending)
    return (
      <Frame>
        <Group gap="sm">
          <Loader size="sm" />
          <Text c="dimmed">{COPY.opening}</Text>
        </Group>
      </Frame>
    );
  if (link.isError)
    return (
      <Frame>
        <Alert color="red" variant="light" data-testid="set-withdrawals-invalid">
          {toApiError(link.error).message}
        </Alert>
      </Frame>
    );
  const { request: r, companyName, approverName, expiresAt } = link.data;
  if (decided)
    return (
      <Frame>
        <Alert color="teal" variant="light" data-testid="set-withdrawals-done">
          {decided}
        </Alert>
      </Frame>
    );
  const open = r.status === 'pending-approval';
  const submit = (decision: Decision) =>
    decide.mutate(
      {
        decision,
        body: { pin, ...(decision === 'reject' && reason.trim() ? { reason: reason.trim() } : {}) },
      },
      {
        onSuccess: () => {
          const message = decisionToast(decision, r.kind);
          showToast({ kind: 'success', message });
          setDecided(message);
        },
        onError: () => setPin(''),
      },
    );

  return (
    <Frame>
      <Text size="sm" c="dimmed" data-testid="set-withdrawals-intro">
        {COPY.intro({ employee: r.employeeName, company: companyName })}
        {open && approverName && ` ${COPY.decideAs(approverName)}`}
      </Text>
      <Stack gap={6}>
        <Row label={COPY.requestedBy} value={`${r.employeeName} (${r.staffId})`} />
        {approverName && <Row label={COPY.approver} value={approverName} />}
        <Row label={COPY.kind} value={r.kind === 'withdrawal' ? COPY.withdrawal : COPY.saving} />
        <Row label={COPY.amount} value={formatMinorAsNaira(r.amount)} />
        {r.kind === 'withdrawal' && <Row label={COPY.fee} value={formatMinorAsNaira(r.fee)} />}
        {r.kind === 'withdrawal' && <Row label={COPY.payout} value={formatMinorAsNaira(r.payout)} />}
        <Row label={COPY.period} value={formatPeriod(r.period)} />
        <Row label={COPY.status} value={<RequestStatusBadge status={r.status} />} />
        <Text size="xs" c="dimmed">
          {COPY.expires(formatDateTime(expiresAt))}
        </Text>
      </Stack>
      {open ? (
        <Stack gap="sm">
          <PinDigits label={COPY.pin} value={pin} onChange={setPin} autoFocus />
          <Textarea
            label={COPY.reason}
            value={reason}
            maxLength={240}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          {decide.error && (
            <Alert color="red" variant="light" role="alert" data-testid="set-withdrawals-error">
              {toApiError(decide.error).message}
            </Alert>
          )}
          <Group grow>
            <Button
              variant="light"
              color="red"
              disabled={pin.length !== 4}
              loading={decide.isPending && decide.variables?.decision === 'reject'}
              onClick={() => submit('reject')}
              data-testid="link-reject"
            >
              {COPY.reject}
            </Button>
            <Button
              disabled={pin.length !== 4}
              loading={decide.isPending && decide.variables?.decision === 'approve'}
              onClick={() => submit('approve')}
              data-testid="link-approve"
            >
              {COPY.approve}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Alert color="gray" variant="light">
          {COPY.alreadyDecided}
        </Alert>
      )}
    </Frame>
  );
}
