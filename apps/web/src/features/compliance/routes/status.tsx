// /compliance/status: submitted, in review, approved, or rejected with the reviewer's comment and the way to fix
// and resubmit. The profile is fetched again here, so an approval shows at once (adminVerify in the session).
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Timeline,
} from '@mantine/core';
import type { ComplianceProgress } from '@paydesk/contracts';
import {
  IconCircleCheck,
  IconClockHour4,
  IconFileDescription,
  IconMessageExclamation,
} from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format/time.ts';
import { SESSION_PROFILE_KEY } from '@/lib/storage/session-profile.ts';
import { progressQuery } from '../api/progress-query.ts';
import { CompliancePage } from '../components/compliance-page.tsx';
import { RejectComment } from '../components/reject-comment.tsx';
import { STATUS_ACTIONS, STATUS_COPY, typeLabel } from '../copy.ts';
import { COMPLIANCE_ROUTES, flowPath } from '../paths.ts';

const LOOK: Record<ComplianceProgress['status'], { color: string; icon: React.ReactNode }> = {
  not_started: { color: 'gray', icon: <IconFileDescription size={26} /> },
  draft: { color: 'gray', icon: <IconFileDescription size={26} /> },
  submitted: { color: 'blue', icon: <IconClockHour4 size={26} /> },
  in_review: { color: 'yellow', icon: <IconClockHour4 size={26} /> },
  approved: { color: 'teal', icon: <IconCircleCheck size={26} /> },
  rejected: { color: 'orange', icon: <IconMessageExclamation size={26} /> },
};

// The app's one date format, in Lagos time (architecture rule 14), not the browser's zone.
const formatDate = (iso: string | null) => (iso ? formatDateTime(iso) : '');

function Action({ progress }: { progress: ComplianceProgress }) {
  switch (progress.status) {
    case 'approved':
      return (
        <Button component={Link} to="/dashboard">
          {STATUS_ACTIONS.goToDashboard}
        </Button>
      );
    case 'rejected':
      return (
        <Button component={Link} to={flowPath(progress.businessType!)}>
          {STATUS_ACTIONS.fixAndResubmit}
        </Button>
      );
    case 'draft':
      return (
        <Button component={Link} to={flowPath(progress.businessType!)}>
          {STATUS_ACTIONS.continue}
        </Button>
      );
    case 'not_started':
      return (
        <Button component={Link} to={COMPLIANCE_ROUTES.selectBusinessType}>
          {STATUS_ACTIONS.start}
        </Button>
      );
    default:
      return null;
  }
}

export function Component() {
  // Poll gently while the review is open, so the outcome shows without a reload.
  const {
    data: progress,
    isPending,
    isError,
    error,
  } = useQuery({
    ...progressQuery(),
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) =>
      ['submitted', 'in_review'].includes(query.state.data?.status ?? '') ? 15_000 : false,
  });
  const queryClient = useQueryClient();
  const status = progress?.status;
  useEffect(() => {
    if (status) void queryClient.invalidateQueries({ queryKey: SESSION_PROFILE_KEY });
  }, [status, queryClient]);

  if (isPending)
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  if (isError) return <Alert color="red">{error.message}</Alert>;
  const copy = STATUS_COPY[progress.status];
  const look = LOOK[progress.status];
  return (
    <CompliancePage title="Verification status">
      <Card withBorder radius="lg" p="xl" data-testid="compliance-status" data-status={progress.status}>
        <Stack gap="lg">
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={56} radius="xl" variant="light" color={look.color}>
              {look.icon}
            </ThemeIcon>
            <Stack gap={4}>
              <Group gap="xs">
                <Text fz="xl" fw={700}>
                  {copy.title}
                </Text>
                {progress.businessType && (
                  <Badge variant="light" color="gray" tt="none">
                    {typeLabel(progress.businessType)}
                  </Badge>
                )}
              </Group>
              <Text c="dimmed">{copy.body}</Text>
            </Stack>
          </Group>
          {progress.status === 'rejected' && progress.rejectComment && (
            <RejectComment comment={progress.rejectComment} />
          )}
          {progress.submittedAt && (
            <Timeline
              active={
                progress.status === 'approved' || progress.status === 'rejected'
                  ? 2
                  : progress.status === 'in_review'
                    ? 1
                    : 0
              }
              bulletSize={22}
              lineWidth={2}
            >
              <Timeline.Item title="Submitted">
                <Text size="sm" c="dimmed">
                  {formatDate(progress.submittedAt)}
                </Text>
              </Timeline.Item>
              <Timeline.Item title="In review" />
              <Timeline.Item title={progress.status === 'rejected' ? 'Changes needed' : 'Approved'}>
                {progress.reviewedAt && (
                  <Text size="sm" c="dimmed">
                    {formatDate(progress.reviewedAt)}
                  </Text>
                )}
              </Timeline.Item>
            </Timeline>
          )}
          <div>
            <Action progress={progress} />
          </div>
        </Stack>
      </Card>
    </CompliancePage>
  );
}
