// What Paydesk asks of a banking rail to send money out (NIP-style): submit transfers, learn their outcome from a
// signed callback, and re-query a transfer whose callback is late. Real adapters and the sandbox implement it.

export interface TransferInstruction {
  /** Ours (the transfer's reference): the rail keys its books on it, so a resubmission is the same transfer. */
  reference: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  narration: string;
}

/** The rail's immediate answer: taken (its outcome comes later), or refused at once. */
export type SubmitResult =
  | { reference: string; accepted: true; providerReference: string }
  | { reference: string; accepted: false; failureReason: string };

export interface TransferOutcome {
  reference: string;
  providerReference: string;
  status: 'pending' | 'settled' | 'failed';
  /** NIP session id (30 digits) when settled. */
  sessionId: string | null;
  failureReason: string | null;
  occurredAt: string;
}

export interface TransferRail {
  readonly name: string;
  /** Submits transfers (one or many); answers each by its reference. Resubmitting a reference answers it again. */
  submitTransfers(instructions: TransferInstruction[]): Promise<SubmitResult[]>;
  /** The rail's current view of a transfer by our reference; null when it never received it. */
  queryTransfer(reference: string): Promise<TransferOutcome | null>;
  /** The outcome a callback carries when its signature holds, else null. */
  verifyCallback(rawBody: string, signature: string | undefined): TransferOutcome | null;
  /** The outcomes a grouped callback carries when its signature holds, else null. */
  verifyCallbackBatch(rawBody: string, signature: string | undefined): TransferOutcome[] | null;
}
