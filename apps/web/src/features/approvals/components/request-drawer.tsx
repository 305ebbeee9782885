// One request in a right-side drawer: what it does (the executor's line, amount, the payload), its status and
// outcome, the stages with who decided what and when, the comment thread, and what the caller may do now.
import { Alert, Divider, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ApprovalRequest } from '@paydesk/contracts';
import { AppDialog } from '../../../components/app-dialog.tsx';
import { useBanks } from '../../../components/banks/banks-query.ts';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { isNotFoundError } from '../../../lib/api/index.ts';
import { formatMinorAsNaira } from '../../../lib/format/money.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useRequestDetail } from '../api/requests-query.ts';
import { REQUEST_COPY as COPY } from '../copy.ts';
import { payloadLines } from '../logic/payload-summary.ts';
import { RequestActions } from './request-actions.tsx';
import { RequestComments } from './request-comments.tsx';
import { RequestStages } from './request-stages.tsx';
import { RequestStatusBadge } from './status-badge.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}

function RequestBody({ request }: { request: ApprovalRequest }) {
  const banks = useBanks();
  const lines = payloadLines(
    request.payload,
    (code) =>
      banks.data?.find((b) => b.institutionCode === code || b.v1InstitutionCode === code)?.institutionName,
  );
  return (
    <Stack gap="lg" data-testid="request-drawer">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={650}>{request.label}</Text>
          {request.description && (
            <Text size="sm" c="dimmed">
              {request.description}
            </Text>
          )}
        </div>
        <RequestStatusBadge status={request.status} />
      </Group>
      {request.amountKobo !== null && (
        <Text fz={28} fw={700} data-testid="request-amount" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMinorAsNaira(request.amountKobo)}
        </Text>
      )}
      {request.status === 'rejected' && request.rejectionReason && (
        <Alert color="red" variant="light" title={COPY.rejectionReason} data-testid="request-rejection">
          {request.rejectionReason}
        </Alert>
      )}
      {request.status === 'cancelled' && request.rejectionReason && (
        <Alert color="yellow" variant="light" title={COPY.returnedReason} data-testid="request-returned">
          {request.rejectionReason}
        </Alert>
      )}
      {request.status === 'executed' && (
        <Alert color="teal" variant="light" title={COPY.outcome} data-testid="request-outcome">
          {COPY.executed}
        </Alert>
      )}
      {request.status === 'failed' && (
        <Alert color="red" variant="light" title={COPY.outcome} data-testid="request-outcome">
          {COPY.failed(request.failureReason ?? '')}
        </Alert>
      )}
      <RequestActions request={request} />
      <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
        <Field label={COPY.action}>{request.actionLabel}</Field>
        <Field label={COPY.workflow}>{request.workflow.name}</Field>
        <Field label={COPY.initiator}>{request.initiator.name}</Field>
        <Field label={COPY.created}>{formatDateTime(request.createdAt)}</Field>
        {request.status === 'pending' && (
          <Field label={COPY.expires}>{formatDateTime(request.expiresAt)}</Field>
        )}
      </SimpleGrid>
      {lines.length > 0 && (
        <>
          <Divider label={COPY.details} labelPosition="left" />
          <Stack gap={6} data-testid="request-payload">
            {lines.map(([key, value]) => (
              <Group key={key} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                <Text size="sm" c="dimmed">
                  {key}
                </Text>
                <Text size="sm" fw={500} ta="right" style={{ wordBreak: 'break-word' }}>
                  {value}
                </Text>
              </Group>
            ))}
          </Stack>
        </>
      )}
      <Divider label={COPY.stages} labelPosition="left" />
      <RequestStages stages={request.stages} current={request.currentStage} />
      <Divider label={COPY.comments} labelPosition="left" />
      <RequestComments request={request} />
    </Stack>
  );
}

export function RequestDrawer({ requestId, onClose }: { requestId: string | null; onClose: () => void }) {
  const request = useRequestDetail(requestId);
  return (
    <AppDialog opened={requestId !== null} onClose={onClose} variant="drawer" size="lg" title={COPY.title}>
      {requestId &&
        (isNotFoundError(request.error) ? (
          <NotFoundState message={COPY.loadFailed} backTo="/approvals/dashboard" backLabel={COPY.back} />
        ) : (
          <QueryState query={request} loading={<Skeleton h={320} radius="md" />} errorTitle={COPY.loadFailed}>
            {(loaded) => <RequestBody request={loaded} />}
          </QueryState>
        ))}
    </AppDialog>
  );
}
