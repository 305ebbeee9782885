// The sandbox bills provider: the catalogue of catalogue.ts, deterministic answers after a short delay, and no books
// of its own (an answer is a function of the purchase, so a re-query after a restart answers the same).
//
// Test numbers (also in docs/sandbox.md):
//   08000000001  airtime or data: the network fails the recharge (the bill fails and is reversed)
//   08000000002  airtime or data: the network answers pending; a re-query finds it successful
//   00000000001  meter: not found at validation
//   00000000002  meter: validates, then the distribution company fails the vend (reversed)
//   00000000003  meter: validation times out (503)
//   00000000004  meter: pending at purchase; a re-query finds it successful, with its token
//   0000000001   smartcard: not found at validation
//   0000000002   smartcard: validates, then the subscription fails (reversed)
//   0000000003   smartcard: validation times out (503)
// Any other number works: names and addresses derive from the number, a prepaid token from the reference.
import { createHash } from 'node:crypto';
import { BILL_CATEGORY } from '@paydesk/contracts';
import { ProviderUnavailable } from '../../lib/errors.ts';
import type { BillPurchaseInstruction, BillPurchaseOutcome, BillsProvider } from './bills-provider.ts';
import { BILLER_CATALOGUE, findBiller, SANDBOX_BILL_FAILURE_REASONS } from './catalogue.ts';

export const SANDBOX_BILL_NUMBERS = {
  phoneFails: '08000000001',
  phonePending: '08000000002',
  meterNotFound: '00000000001',
  meterFails: '00000000002',
  meterTimeout: '00000000003',
  meterPending: '00000000004',
  smartcardNotFound: '0000000001',
  smartcardFails: '0000000002',
  smartcardTimeout: '0000000003',
} as const;

/** Naira per kWh the sandbox sells prepaid units at (a Band A tariff). */
const TARIFF_NAIRA_PER_KWH = 209.5;
const FIRST = ['ADAEZE', 'BABATUNDE', 'CHIOMA', 'DANLADI', 'EMEKA', 'FOLAKE', 'GBENGA', 'HAUWA'];
const LAST = ['OKONKWO', 'ADEBAYO', 'IBRAHIM', 'NWANKWO', 'OYELARAN', 'SULE', 'EZEH', 'OGUNDIPE'];
const STREETS = [
  'Allen Avenue, Ikeja',
  'Adeola Odeku St, Victoria Island',
  'Wuse II, Abuja',
  'Ring Road, Ibadan',
];

const hash = (text: string) => createHash('sha256').update(`paydesk-sandbox-bills:${text}`).digest();

const FAILS = new Set<string>([
  SANDBOX_BILL_NUMBERS.phoneFails,
  SANDBOX_BILL_NUMBERS.meterFails,
  SANDBOX_BILL_NUMBERS.smartcardFails,
]);
const PENDS = new Set<string>([SANDBOX_BILL_NUMBERS.phonePending, SANDBOX_BILL_NUMBERS.meterPending]);

/** A 20-digit prepaid token, the same for the same reference. */
export function sandboxToken(reference: string): string {
  const h = hash(`token:${reference}`);
  let digits = '';
  for (let i = 0; digits.length < 20; i += 1) digits += (h[i % h.length]! % 10).toString();
  return digits;
}

function outcomeOf(instruction: BillPurchaseInstruction, requeried: boolean): BillPurchaseOutcome {
  const base = {
    reference: instruction.reference,
    providerReference: `sbx_bill_${instruction.reference}`,
    token: null,
    units: null,
    failureReason: null,
  };
  if (FAILS.has(instruction.customerNumber))
    return { ...base, status: 'failed', failureReason: SANDBOX_BILL_FAILURE_REASONS[instruction.category] };
  if (PENDS.has(instruction.customerNumber) && !requeried) return { ...base, status: 'pending' };
  // A prepaid meter's purchase answers its token.
  if (BILL_CATEGORY[instruction.category].lookup === 'meter' && instruction.productCode === 'prepaid') {
    const units = (instruction.amount / 100 / TARIFF_NAIRA_PER_KWH).toFixed(2);
    return { ...base, status: 'successful', token: sandboxToken(instruction.reference), units };
  }
  return { ...base, status: 'successful' };
}

export function createSandboxBills(options: { delayMs?: number } = {}): BillsProvider {
  const delayMs = options.delayMs ?? 50;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    name: 'sandbox',
    async billers(category) {
      return BILLER_CATALOGUE[category];
    },
    async validateCustomer({ billerCode, customerNumber }) {
      const biller = findBiller(billerCode);
      if (!biller?.validates) return null;
      const timeouts: string[] = [SANDBOX_BILL_NUMBERS.meterTimeout, SANDBOX_BILL_NUMBERS.smartcardTimeout];
      if (timeouts.includes(customerNumber)) {
        await wait(delayMs * 2);
        throw new ProviderUnavailable('The biller did not answer in time. Please try again');
      }
      await wait(delayMs);
      const notFound: string[] = [SANDBOX_BILL_NUMBERS.meterNotFound, SANDBOX_BILL_NUMBERS.smartcardNotFound];
      if (notFound.includes(customerNumber)) return null;
      const h = hash(`${billerCode}:${customerNumber}`);
      const customerName = `${FIRST[h[0]! % FIRST.length]} ${LAST[h[1]! % LAST.length]}`;
      if (BILL_CATEGORY[biller.category].lookup === 'meter')
        return {
          customerNumber,
          customerName,
          address: `${(h[2]! % 90) + 1} ${STREETS[h[3]! % STREETS.length]}`,
          currentPlan: null,
        };
      return {
        customerNumber,
        customerName,
        address: null,
        currentPlan: biller.products[h[2]! % biller.products.length]!.name,
      };
    },
    async purchase(instruction) {
      await wait(delayMs);
      return outcomeOf(instruction, false);
    },
    async queryPurchase(instruction) {
      await wait(delayMs);
      return outcomeOf(instruction, true);
    },
  };
}
