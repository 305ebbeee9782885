// The variance check against the last completed run of the same kind: blocking issues stop submission, large
// variances ask for a comment, each warning is acknowledged by the reviewer (who and when shown) before approval;
// then submit for review (an approval request when a workflow covers payroll).
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { PAYROLL_RUN_MESSAGES } from '@paydesk/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDateTime } from '@/lib/format/time.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useAcknowledgeWarning, useSubmitRun } from '../api/run-mutations.ts';
import { useVariance } from '../api/run-query.ts';
import { FINALIZE_COPY as COPY } from '../copy.ts';
import { PAYROLL_ROUTES } from '../logic/paths.ts';

const percent = (bp: number | null) =>
  bp === null ? '' : ` (${bp > 0 ? '+' : ''}${(bp / 100).toFixed(1)}%)`;

export function VariancePanel({
  id,
  canSubmit,
  inReview = false,
}: {
  id: string;
  canSubmit: boolean;
  /** In review: a blocker stops approval rather than submission. */
  inReview?: boolean;
}) {
  const variance = useVariance(id);
  const submit = useSubmitRun(id);
  const acknowledge = useAcknowledgeWarning(id);
  // The approver's act: a member who cannot approve sees the warnings and who acknowledged them.
  const canAcknowledge = useCan('payroll.approve');
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="variance-check">
      <QueryState query={variance} loading={<Skeleton h={120} />} errorTitle={COPY.loadFailed}>
        {(data) => (
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} fz="md">
                {COPY.variance}
              </Title>
              <Text size="sm" c="dimmed">
                {data.comparedWith ? COPY.comparedWith(data.comparedWith.name) : COPY.noComparison}
              </Text>
            </Group>
            {data.issues.length === 0 ? (
              <Text size="sm" c="dimmed">
                {COPY.noIssues}
              </Text>
            ) : (
              <Stack gap={6} mah={320} style={{ overflowY: 'auto' }}>
                {data.issues.map((issue) => (
                  <Group
                    key={issue.key}
                    gap="sm"
                    wrap="nowrap"
                    align="flex-start"
                    data-testid="variance-issue"
                    data-severity={issue.severity}
                    data-acknowledged={issue.acknowledgement ? 'true' : 'false'}
                  >
                    <Badge
                      color={issue.severity === 'blocking' ? 'red' : issue.large ? 'orange' : 'yellow'}
                      variant="light"
                      radius="sm"
                      tt="none"
                      miw={76}
                    >
                      {issue.severity === 'blocking' ? COPY.blocking : COPY.warning}
                    </Badge>
                    <div style={{ minWidth: 0, flex: 1 }}>
                      <Text size="sm" fw={600}>
                        {issue.employeeName}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {issue.message}
                        {issue.previousNetPayKobo !== null && issue.netPayKobo !== null
                          ? ` — ${formatMinorAsNaira(issue.previousNetPayKobo)} → ${formatMinorAsNaira(issue.netPayKobo)}${percent(issue.changeBp)}`
                          : ''}
                      </Text>
                      {COPY.fixOnEmployee[issue.code] && (
                        <Anchor
                          component={Link}
                          to={PAYROLL_ROUTES.employee(issue.employeeId)}
                          size="sm"
                          data-testid={`fix-${issue.code}`}
                        >
                          {COPY.fixOnEmployee[issue.code]}
                        </Anchor>
                      )}
                      {issue.code === 'no-structure' && issue.payGroupId && (
                        <Anchor
                          component={Link}
                          to={PAYROLL_ROUTES.payGroup(issue.payGroupId)}
                          size="sm"
                          data-testid="fix-no-structure"
                        >
                          {COPY.fixNoStructure}
                        </Anchor>
                      )}
                      {issue.acknowledgement && (
                        <Text size="xs" c="teal.9" data-testid="warning-acknowledgement">
                          {COPY.acknowledged(
                            issue.acknowledgement.acknowledgedBy,
                            formatDateTime(issue.acknowledgement.acknowledgedAt),
                          )}
                        </Text>
                      )}
                    </div>
                    {canAcknowledge && issue.severity === 'warning' && !issue.acknowledgement && (
                      <Button
                        size="xs"
                        variant="light"
                        style={{ flexShrink: 0 }}
                        loading={acknowledge.isPending && acknowledge.variables === issue.key}
                        onClick={() => acknowledge.mutate(issue.key)}
                        aria-label={`${COPY.acknowledge}: ${issue.employeeName}, ${issue.message}`}
                        data-testid="acknowledge-warning"
                      >
                        {COPY.acknowledge}
                      </Button>
                    )}
                  </Group>
                ))}
              </Stack>
            )}
            {data.notInPayGroup > 0 && (
              <Alert color="yellow" variant="light" data-testid="not-in-pay-group">
                {COPY.notInPayGroup(data.notInPayGroup)}{' '}
                <Anchor component={Link} to={PAYROLL_ROUTES.payGroups} size="sm">
                  {COPY.assignPayGroups}
                </Anchor>
              </Alert>
            )}
            {data.counts.blocking > 0 && (
              <Alert
                color="red"
                variant="light"
                title={COPY.blockersTitle(data.counts.blocking)}
                data-testid="blocking-issues"
              >
                {inReview ? PAYROLL_RUN_MESSAGES.blockedApproval : PAYROLL_RUN_MESSAGES.blockingIssues}
              </Alert>
            )}
            {data.counts.blocking === 0 && data.counts.unacknowledged > 0 && (
              <Alert
                color="yellow"
                variant="light"
                title={COPY.unacknowledgedTitle(data.counts.unacknowledged)}
                data-testid="unacknowledged-warnings"
              >
                {PAYROLL_RUN_MESSAGES.unacknowledgedWarnings}
              </Alert>
            )}
            {canSubmit && (
              <>
                {data.commentRequired && (
                  <Textarea
                    label={COPY.comment}
                    description={COPY.commentHint}
                    withAsterisk
                    autosize
                    minRows={2}
                    value={comment}
                    onChange={(e) => {
                      setComment(e.currentTarget.value);
                      setCommentError(null);
                    }}
                    error={commentError}
                    data-testid="variance-comment"
                  />
                )}
                <Group justify="flex-end">
                  <Button
                    disabled={data.counts.blocking > 0}
                    loading={submit.isPending}
                    data-testid="submit-payroll"
                    onClick={() => {
                      if (data.commentRequired && comment.trim() === '') {
                        setCommentError(PAYROLL_RUN_MESSAGES.commentRequired);
                        return;
                      }
                      setCommentError(null);
                      submit.mutate(comment.trim() || null);
                    }}
                  >
                    {COPY.submit}
                  </Button>
                </Group>
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </Paper>
  );
}
