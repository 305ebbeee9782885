// What Paydesk asks of a funding provider: host a checkout for a card funding, tell the status of a payment, and
// send signed callbacks when a checkout is paid or fails, or when a bank transfer reaches a wallet's account
// number. Real adapters and the sandbox implement this; the wallet code never knows which one is in use.

export interface FundingEvent {
  /** The provider's id of the payment: one credit per id, however often the callback comes. */
  providerReference: string;
  type: 'checkout' | 'inbound_transfer';
  status: 'successful' | 'failed';
  /** Ours, for checkouts we started. */
  merchantReference: string | null;
  /** For inbound transfers: the virtual account number that received the money. */
  accountNumber: string | null;
  amount: number;
  sender: { name: string | null; bank: string | null; account: string | null };
  narration: string | null;
  occurredAt: string;
}

export interface CheckoutInput {
  /** Our funding reference. */
  reference: string;
  amount: number;
  /** Shown on the checkout: who is being paid. */
  payee: string;
  /** Where the payer goes after paying or failing. */
  returnUrl: string;
}

export interface FundingProvider {
  readonly name: string;
  createCheckout(input: CheckoutInput): Promise<{ providerReference: string; checkoutUrl: string }>;
  /** The provider's view of a payment; null while the payer has not finished. */
  fetchPayment(providerReference: string): Promise<FundingEvent | null>;
  /** Checks a callback's signature over the exact bytes received; null when it does not hold. */
  verifyCallback(rawBody: string, signature: string | undefined): FundingEvent | null;
}

export const FUNDING_SIGNATURE_HEADER = 'x-paydesk-signature';
