// Reject a credit request: the comment is required (the business sees it).
import { Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Modal } from '@/components/overlays.tsx';
import { OPS_COPY } from '../copy.ts';

export function CreditRejectDialog({
  target,
  busy,
  onReject,
  onClose,
  title = OPS_COPY.credit.rejectTitle,
  label = OPS_COPY.credit.rejectLabel,
}: {
  target: { reference: string; companyName: string } | null;
  /** The credit request's words unless given (trade advances reuse the dialog). */
  title?: string;
  label?: string;
  busy: boolean;
  onReject: (comment: string, done: () => void) => void;
  onClose: () => void;
}) {
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const close = () => {
    setComment('');
    setTouched(false);
    onClose();
  };
  const error = comment.trim().length < 3 ? 'Say why (at least 3 characters)' : null;
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={`${title}: ${target?.companyName ?? ''} · ${target?.reference ?? ''}`}
      centered
      radius="lg"
    >
      <Stack>
        <Textarea
          label={label}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched ? error : null}
          autosize
          minRows={3}
          maxLength={500}
          required
          data-autofocus
        />
        <Button
          color="orange"
          loading={busy}
          style={{ alignSelf: 'flex-end' }}
          onClick={() => {
            setTouched(true);
            if (!error) onReject(comment.trim(), close);
          }}
        >
          {OPS_COPY.reject}
        </Button>
      </Stack>
    </Modal>
  );
}
