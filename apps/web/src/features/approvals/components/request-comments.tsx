// The request's comment thread, oldest first, with a box to add one.
import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { ApprovalRequest } from '@paydesk/contracts';
import { useState } from 'react';
import { showToast } from '@/components/toast.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { formatDateTime } from '@/lib/format/time.ts';
import { useCommentMutation } from '../api/decision-mutations.ts';
import { APPROVAL_TOASTS, REQUEST_COPY as COPY } from '../copy.ts';

export function RequestComments({ request }: { request: ApprovalRequest }) {
  const [body, setBody] = useState('');
  const comment = useCommentMutation();
  const error = comment.error ? toApiError(comment.error) : null;
  const send = () =>
    comment.mutate(
      { id: request._id, body: { body } },
      {
        onSuccess: (answer) => {
          setBody('');
          showToast({ kind: 'success', message: answer.message || APPROVAL_TOASTS.commented });
        },
      },
    );
  return (
    <Stack gap="sm" data-testid="request-comments">
      {request.comments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {COPY.noComments}
        </Text>
      ) : (
        request.comments.map((c) => (
          <Paper key={c._id} withBorder p="sm" radius="md" data-testid="request-comment">
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {c.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(c.createdAt)}
              </Text>
            </Group>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {c.body}
            </Text>
          </Paper>
        ))
      )}
      <Textarea
        label={COPY.commentLabel}
        placeholder={COPY.commentPlaceholder}
        autosize
        minRows={2}
        maxLength={1000}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        error={error ? (error.fieldErrors.body?.[0] ?? error.message) : undefined}
        data-testid="comment-box"
      />
      <Group justify="flex-end">
        <Button size="sm" variant="light" onClick={send} loading={comment.isPending} disabled={!body.trim()}>
          {COPY.send}
        </Button>
      </Group>
    </Stack>
  );
}
