// A transfer's way out, oldest first: queued → sent to the bank → settled, or failed → money returned. A step the
// transfer has not reached yet is one waiting step ("Waiting for the bank"), never a guessed time.
import type { Transfer } from '@paydesk/contracts';
import { TRANSFER_DETAILS_COPY } from '../copy.ts';

export interface PayoutStep {
  label: string;
  /** When it happened (ISO); null for the step still waited for. */
  at: string | null;
  tone: 'done' | 'failed' | 'waiting';
  detail?: string;
}

export function payoutTimeline(t: Transfer): PayoutStep[] {
  const T = TRANSFER_DETAILS_COPY.timeline;
  const steps: PayoutStep[] = [{ label: T.queued, at: t.createdAt, tone: 'done' }];
  if (t.channel === 'wallet') {
    if (t.settledAt) steps.push({ label: T.paidToWallet, at: t.settledAt, tone: 'done' });
    return steps;
  }
  if (t.sentAt) steps.push({ label: T.sent, at: t.sentAt, tone: 'done' });
  else if (t.status === 'accepted') steps.push({ label: T.waitingToSend, at: null, tone: 'waiting' });
  if (t.status === 'pending') steps.push({ label: T.waitingForBank, at: null, tone: 'waiting' });
  if (t.settledAt) steps.push({ label: T.settled, at: t.settledAt, tone: 'done' });
  if (t.failedAt || t.status === 'failed' || t.status === 'reversed')
    steps.push({
      label: T.failed,
      at: t.failedAt,
      tone: 'failed',
      ...(t.failureReason ? { detail: t.failureReason } : {}),
    });
  if (t.status === 'failed') steps.push({ label: T.returning, at: null, tone: 'waiting' });
  if (t.status === 'reversed') steps.push({ label: T.returned, at: t.reversal.reversedAt, tone: 'done' });
  return steps;
}
