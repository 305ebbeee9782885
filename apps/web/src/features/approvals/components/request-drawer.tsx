// One request in the detail drawer (components/detail-drawer): what it does (the executor's line, amount, the payload), its status and
// outcome, the stages with who decided what and when, the comment thread, and what the caller may do now.
import { Alert, Skeleton } from '@mantine/core';
import type { ApprovalRequest } from '@paydesk/contracts';
import { useBanks } from '@/components/banks/banks-query.ts';
import {
  DetailDrawer,
  DetailField,
  DetailFields,
  DetailRows,
  DetailSection,
  DetailView,
} from '@/components/detail-drawer.tsx';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { isNotFoundError } from '@/lib/api/index.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDateTime } from '@/lib/format/time.ts';
import { useRequestDetail } from '../api/requests-query.ts';
import { REQUEST_COPY as COPY } from '../copy.ts';
import { payloadLines } from '../logic/payload-summary.ts';
import { RequestActions } from './request-actions.tsx';
import { RequestComments } from './request-comments.tsx';
import { RequestStages } from './request-stages.tsx';
import { RequestWarnings } from './request-warnings.tsx';
import { RequestStatusBadge } from './status-badge.tsx';

/** The reference an executor answered with (a move's, a transfer's), when it answered one. */
const referenceOf = (outcome: unknown): string | null =>
  outcome !== null &&
  typeof outcome === 'object' &&
  'reference' in outcome &&
  typeof outcome.reference === 'string'
    ? outcome.reference
    : null;

function RequestBody({ request }: { request: ApprovalRequest }) {
  const banks = useBanks();
  const lines = payloadLines(
    request.payload,
    (code) =>
      banks.data?.find((b) => b.institutionCode === code || b.v1InstitutionCode === code)?.institutionName,
  );
  return (
    <DetailView
      testId="request-drawer"
      heading={request.label}
      subheading={request.description}
      status={<RequestStatusBadge status={request.status} />}
      figure={request.amountKobo !== null ? formatMinorAsNaira(request.amountKobo) : null}
      figureTestId="request-amount"
      statusLine={<RequestStatusLine request={request} />}
      actions={<RequestActions request={request} />}
    >
      <DetailFields>
        <DetailField label={COPY.action}>{request.actionLabel}</DetailField>
        <DetailField label={COPY.workflow}>{request.workflow.name}</DetailField>
        <DetailField label={COPY.initiator}>{request.initiator.name}</DetailField>
        <DetailField label={COPY.created}>{formatDateTime(request.createdAt)}</DetailField>
        {request.status === 'pending' && (
          <DetailField label={COPY.expires}>{formatDateTime(request.expiresAt)}</DetailField>
        )}
      </DetailFields>
      {lines.length > 0 && (
        <DetailSection title={COPY.details}>
          <DetailRows rows={lines} testId="request-payload" />
        </DetailSection>
      )}
      {request.warnings.length > 0 && (
        <DetailSection title={COPY.warnings}>
          <RequestWarnings request={request} />
        </DetailSection>
      )}
      <DetailSection title={COPY.stages}>
        <RequestStages stages={request.stages} current={request.currentStage} />
      </DetailSection>
      <DetailSection title={COPY.comments}>
        <RequestComments request={request} />
      </DetailSection>
    </DetailView>
  );
}

/** Where the request stands, when there is more to say than its badge: why refused, returned, how it ended. */
function RequestStatusLine({ request }: { request: ApprovalRequest }) {
  if (request.status === 'rejected' && request.rejectionReason)
    return (
      <Alert color="red" variant="light" title={COPY.rejectionReason} data-testid="request-rejection">
        {request.rejectionReason}
      </Alert>
    );
  if (request.status === 'cancelled' && request.rejectionReason)
    return (
      <Alert color="yellow" variant="light" title={COPY.returnedReason} data-testid="request-returned">
        {request.rejectionReason}
      </Alert>
    );
  if (request.status === 'executed')
    return (
      <Alert color="teal" variant="light" title={COPY.outcome} data-testid="request-outcome">
        {COPY.executed(
          request.executedAt ? formatDateTime(request.executedAt) : null,
          referenceOf(request.outcome),
        )}
      </Alert>
    );
  if (request.status === 'failed')
    return (
      <Alert color="red" variant="light" title={COPY.outcome} data-testid="request-outcome">
        {COPY.failed(request.failureReason ?? '')}
      </Alert>
    );
  return null;
}

export function RequestDrawer({ requestId, onClose }: { requestId: string | null; onClose: () => void }) {
  const request = useRequestDetail(requestId);
  return (
    <DetailDrawer opened={requestId !== null} onClose={onClose} title={COPY.title}>
      {requestId &&
        (isNotFoundError(request.error) ? (
          <NotFoundState message={COPY.loadFailed} backTo="/approvals/dashboard" backLabel={COPY.back} />
        ) : (
          <QueryState query={request} loading={<Skeleton h={320} radius="md" />} errorTitle={COPY.loadFailed}>
            {(loaded) => <RequestBody request={loaded} />}
          </QueryState>
        ))}
    </DetailDrawer>
  );
}
