// The progress page of a flow: the reviewer's comment after a rejection, the steps, and submit.
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { showToast } from '@/components/toast.tsx';
import { useSubmitMutation } from '../api/submit-mutation.ts';
import { COMPLIANCE_COPY } from '../copy.ts';
import { COMPLIANCE_ROUTES } from '../paths.ts';
import { CompliancePage } from './compliance-page.tsx';
import { type Flow, FlowStep } from './flow-step.tsx';
import { RejectComment } from './reject-comment.tsx';
import { StepList } from './step-list.tsx';

export function FlowProgress({ flow }: { flow: Flow }) {
  const submit = useSubmitMutation();
  const navigate = useNavigate();
  return (
    <FlowStep flow={flow} allowLocked>
      {(progress) => (
        <CompliancePage
          title={flow === 'registered' ? COMPLIANCE_COPY.registeredTitle : COMPLIANCE_COPY.freelanceTitle}
          description={COMPLIANCE_COPY.submitHint}
          back={{ to: COMPLIANCE_ROUTES.selectBusinessType, label: 'Business type' }}
        >
          {progress.rejectComment && <RejectComment comment={progress.rejectComment} />}
          {!progress.canEdit && (
            <Alert icon={<IconInfoCircle />} variant="light">
              <Group justify="space-between">
                <Text size="sm">{COMPLIANCE_COPY.locked}</Text>
                <Button component={Link} to={COMPLIANCE_ROUTES.status} size="xs" variant="white">
                  {COMPLIANCE_COPY.viewStatus}
                </Button>
              </Group>
            </Alert>
          )}
          <StepList progress={progress} />
          {progress.canEdit && (
            <Card withBorder radius="md" p="lg">
              <Stack gap="xs" align="flex-start">
                <Text size="sm" c="dimmed">
                  {progress.canSubmit
                    ? 'Every step is complete. Submit your verification for review.'
                    : `${progress.completedSteps.length} of ${progress.steps.length} steps complete.`}
                </Text>
                <Button
                  size="md"
                  disabled={!progress.canSubmit}
                  loading={submit.isPending}
                  onClick={() =>
                    submit.mutate(undefined, {
                      onSuccess: ({ message }) => {
                        showToast({ kind: 'success', message });
                        navigate(COMPLIANCE_ROUTES.status);
                      },
                    })
                  }
                >
                  {COMPLIANCE_COPY.submit}
                </Button>
              </Stack>
            </Card>
          )}
        </CompliancePage>
      )}
    </FlowStep>
  );
}
