// What the caller may do with the open request: approve (with the transaction PIN for money actions) and reject
// with a reason when it awaits them; cancel and update the amount when they made it and it is pending.
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { ApprovalRequest } from '@paydesk/contracts';
import { parseNaira } from '@paydesk/money';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PIN_COPY } from '@/components/pin/copy.ts';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { PinDigits } from '@/components/pin/pin-digits.tsx';
import { showToast } from '@/components/toast.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { notifyApiError } from '@/lib/api/index.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import {
  useApproveMutation,
  useCancelMutation,
  useDisbursementMutation,
  useRejectMutation,
} from '../api/decision-mutations.ts';
import { APPROVAL_TOASTS, REQUEST_COPY as COPY } from '../copy.ts';
import { unacknowledgedWarnings } from './request-warnings.tsx';

type Dialog = 'approve' | 'reject' | 'cancel' | 'update' | null;

const refusal = (error: unknown) => (error ? toApiError(error) : null);

export function RequestActions({ request }: { request: ApprovalRequest }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const approve = useApproveMutation();
  const reject = useRejectMutation();
  const cancel = useCancelMutation();
  const update = useDisbursementMutation();
  const [comment, setComment] = useState('');
  const [reason, setReason] = useState('');
  const [pin, setPin] = useState('');
  const [amountText, setAmountText] = useState('');
  const open = (next: Dialog) => {
    for (const m of [approve, reject, cancel, update]) m.reset();
    setComment('');
    setReason('');
    setPin('');
    setAmountText('');
    setDialog(next);
  };
  const done = (message: string) => {
    showToast({ kind: 'success', message });
    setDialog(null);
  };
  const id = request._id;
  const amount = request.amountKobo === null ? null : formatMinorAsNaira(request.amountKobo);
  const newAmount = parseNaira(amountText.trim());
  const rejectError = refusal(reject.error);
  const updateError = refusal(update.error);

  if (!request.awaitingMe && !request.canCancel) return null;
  return (
    <>
      <Group gap="sm" data-testid="request-actions">
        {request.awaitingMe && (
          <>
            <Button
              color="teal"
              onClick={() => open('approve')}
              // Refused while a warning stands unacknowledged: the warnings section says so.
              disabled={unacknowledgedWarnings(request) > 0}
              data-testid="request-approve"
            >
              {COPY.approve}
            </Button>
            <Button color="red" variant="light" onClick={() => open('reject')} data-testid="request-reject">
              {COPY.reject}
            </Button>
          </>
        )}
        {request.canCancel && request.amountKobo !== null && (
          <Button variant="default" onClick={() => open('update')} data-testid="request-update">
            {COPY.updateDisbursement}
          </Button>
        )}
        {request.canCancel && (
          <Button variant="subtle" color="red" onClick={() => open('cancel')} data-testid="request-cancel">
            {COPY.cancelRequest}
          </Button>
        )}
      </Group>

      {request.needsPin ? (
        <PinDialog
          opened={dialog === 'approve'}
          what={amount ? COPY.approveWhat(amount) : COPY.approveWhatNoAmount}
          busy={approve.isPending}
          error={approve.error}
          onConfirm={(value) =>
            approve.mutate(
              { id, body: { pin: value } },
              { onSuccess: (a) => done(a.message || APPROVAL_TOASTS.approved) },
            )
          }
          onClose={() => setDialog(null)}
        >
          {request.label}
        </PinDialog>
      ) : (
        <AppDialog
          opened={dialog === 'approve'}
          onClose={() => setDialog(null)}
          title={COPY.approveTitle}
          description={COPY.approveQuestion}
        >
          <Textarea
            label={COPY.approveComment}
            autosize
            minRows={2}
            maxLength={500}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          {approve.error && (
            <Alert color="red" variant="light" role="alert">
              {toApiError(approve.error).message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              color="teal"
              loading={approve.isPending}
              onClick={() =>
                approve.mutate(
                  { id, body: { comment: comment || undefined } },
                  { onSuccess: (a) => done(a.message || APPROVAL_TOASTS.approved) },
                )
              }
              data-testid="approve-confirm"
            >
              {COPY.approve}
            </Button>
          </Group>
        </AppDialog>
      )}

      <AppDialog opened={dialog === 'reject'} onClose={() => setDialog(null)} title={COPY.rejectTitle}>
        <Stack gap="md">
          <Textarea
            label={COPY.rejectReason}
            placeholder={COPY.rejectPlaceholder}
            withAsterisk
            autosize
            minRows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={rejectError?.fieldErrors.reason?.[0]}
            data-autofocus
            data-testid="reject-reason"
          />
          {request.needsPin && (
            <PinDigits
              label={PIN_COPY.label}
              value={pin}
              onChange={setPin}
              error={rejectError?.fieldErrors.pin?.[0]}
            />
          )}
          {rejectError && Object.keys(rejectError.fieldErrors).length === 0 && (
            <Alert color="red" variant="light" role="alert">
              {rejectError.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              color="red"
              loading={reject.isPending}
              disabled={!reason.trim() || (request.needsPin && pin.length !== 4)}
              onClick={() =>
                reject.mutate(
                  { id, body: { reason, ...(request.needsPin ? { pin } : {}) } },
                  { onSuccess: (a) => done(a.message || APPROVAL_TOASTS.rejected) },
                )
              }
              data-testid="reject-confirm"
            >
              {COPY.reject}
            </Button>
          </Group>
        </Stack>
      </AppDialog>

      <ConfirmDialog
        opened={dialog === 'cancel'}
        title={COPY.cancelTitle}
        question={COPY.cancelQuestion}
        confirmLabel={COPY.cancelConfirm}
        cancelLabel={COPY.keep}
        busy={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(
            { id, body: {} },
            { onSuccess: (a) => done(a.message || APPROVAL_TOASTS.cancelled), onError: notifyApiError },
          )
        }
        onCancel={() => setDialog(null)}
      />

      <AppDialog
        opened={dialog === 'update'}
        onClose={() => setDialog(null)}
        title={COPY.updateTitle}
        description={COPY.updateHint}
      >
        <Stack gap="md">
          <TextInput
            label={COPY.newAmount}
            inputMode="decimal"
            placeholder={amount ?? '0.00'}
            value={amountText}
            onChange={(e) => setAmountText(e.currentTarget.value)}
            error={updateError ? (updateError.fieldErrors.amount?.[0] ?? updateError.message) : undefined}
            data-autofocus
            data-testid="update-amount"
          />
          <Group justify="flex-end">
            <Button
              loading={update.isPending}
              disabled={newAmount === null || newAmount <= 0}
              onClick={() =>
                newAmount &&
                update.mutate(
                  { id, body: { amount: newAmount } },
                  { onSuccess: (a) => done(a.message || APPROVAL_TOASTS.disbursementUpdated) },
                )
              }
            >
              {COPY.save}
            </Button>
          </Group>
        </Stack>
      </AppDialog>
    </>
  );
}
