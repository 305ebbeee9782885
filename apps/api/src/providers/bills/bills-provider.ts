// What Paydesk asks of a bills aggregator (VTU and biller switch): its catalogue of billers and products, customer
// validation (meter and smartcard name lookup), a purchase keyed by our reference, and a re-query of that purchase.
// Real adapters and the sandbox implement it; nothing else knows which is in use.
import type { BillCategory, BillCustomer, Biller } from '@paydesk/contracts';

export interface BillPurchaseInstruction {
  /** Ours (the bill's reference): the provider keys its books on it, so a repeated purchase is the same one. */
  reference: string;
  category: BillCategory;
  billerCode: string;
  productCode: string | null;
  addonCodes: string[];
  customerNumber: string;
  /** Kobo, what the biller is paid (our fee excluded). */
  amount: number;
}

export interface BillPurchaseOutcome {
  reference: string;
  status: 'pending' | 'successful' | 'failed';
  providerReference: string | null;
  /** Prepaid electricity: the 20-digit token and the units (kWh). */
  token: string | null;
  units: string | null;
  failureReason: string | null;
}

export interface BillsProvider {
  readonly name: string;
  billers(category: BillCategory): Promise<Biller[]>;
  /** The customer behind the number, or null when the biller knows none. Throws ProviderUnavailable on failure. */
  validateCustomer(request: {
    billerCode: string;
    productCode: string | null;
    customerNumber: string;
  }): Promise<BillCustomer | null>;
  /** Buys; answers at once (successful or failed) or pending, to be re-queried. Never throws for a refusal. */
  purchase(instruction: BillPurchaseInstruction): Promise<BillPurchaseOutcome>;
  /** The provider's current view of a purchase; null when it never received it. */
  queryPurchase(instruction: BillPurchaseInstruction): Promise<BillPurchaseOutcome | null>;
}
