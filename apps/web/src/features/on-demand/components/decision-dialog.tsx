// Confirms an approval or rejection (one request or the selection); a rejection may say why.
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Modal } from '@/components/overlays.tsx';
import type { Decision } from '../api/decision-mutations.ts';
import { WITHDRAWALS_COPY as COPY } from '../copy.ts';

interface DecisionDialogProps {
  decision: Decision | null;
  what: string;
  busy: boolean;
  onConfirm: (reason: string | undefined) => void;
  onCancel: () => void;
}

export function DecisionDialog({ decision, what, busy, onConfirm, onCancel }: DecisionDialogProps) {
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (!decision) setReason('');
  }, [decision]);
  const approve = decision === 'approve';
  return (
    <Modal
      opened={decision !== null}
      onClose={busy ? () => {} : onCancel}
      title={approve ? COPY.approve : COPY.reject}
      centered
      radius="lg"
    >
      <Stack gap="md">
        <Text fw={500}>{approve ? COPY.confirmApprove(what) : COPY.confirmReject(what)}</Text>
        {!approve && (
          <Textarea
            label={COPY.reasonLabel}
            placeholder={COPY.reasonPlaceholder}
            value={reason}
            maxLength={240}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid="reject-reason"
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            No
          </Button>
          <Button
            color={approve ? undefined : 'red'}
            loading={busy}
            onClick={() => onConfirm(reason.trim() || undefined)}
            data-testid="decision-confirm"
          >
            {approve ? COPY.approve : COPY.reject}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
