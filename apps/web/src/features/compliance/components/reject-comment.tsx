// The reviewer's comment on a rejected verification (rejectComment).
import { Alert, Text } from '@mantine/core';
import { IconMessageExclamation } from '@tabler/icons-react';
import { COMPLIANCE_COPY, STATUS_ACTIONS } from '../copy.ts';

export function RejectComment({ comment }: { comment: string }) {
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconMessageExclamation />}
      title={COMPLIANCE_COPY.rejectedTitle}
      data-testid="reject-comment"
    >
      <Text size="sm" fw={600}>
        {STATUS_ACTIONS.reviewerComment}
      </Text>
      <Text size="sm">{comment}</Text>
    </Alert>
  );
}
