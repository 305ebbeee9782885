// The demo business's bills, through the same posting and outcome code as real ones, as dated events of the demo's
// history (run in date order with the wallets' and payments'): eleven past months of prepaid electricity with its
// token, airtime or data and DStv, one DStv renewal the biller failed, reversed and paid the next day; then today's
// MTN airtime, electricity and DStv paid and a GOtv renewal failed and reversed. Runs once: a business that has
// bills is left alone.
import type { Database, Tx } from '@paydesk/db';
import { type DemoEvent, demoDay } from '../../../platform/modules/define-module.ts';
import { SANDBOX_BILL_FAILURE_REASONS, sandboxToken } from '../../../providers/bills/index.ts';
import { ensureMainWallet } from '../../wallets/index.ts';
import type { BillOrder } from './bill-order.ts';
import { applyBillOutcomeIn } from './bill-outcome.ts';
import { postBill } from './bill-posting.ts';
import { anyBill } from './bills.queries.ts';

const order = (
  o: Partial<BillOrder> & Pick<BillOrder, 'category' | 'billerCode' | 'billerName' | 'amount'>,
): BillOrder => ({
  productCode: null,
  productName: null,
  addons: [],
  customerNumber: '08031234567',
  customerName: null,
  customerAddress: null,
  fee: 0,
  ...o,
});

// biome-ignore format: a table
const DEMO_BILLS: { order: BillOrder; outcome: 'successful' | 'failed' }[] = [
  { order: order({ category: 'airtime', billerCode: 'mtn', billerName: 'MTN', productCode: 'mtn-airtime', productName: 'MTN airtime', amount: 5_000_00 }), outcome: 'successful' },
  { order: order({ category: 'electricity', billerCode: 'ikeja-electric', billerName: 'Ikeja Electric (IKEDC)', productCode: 'prepaid', productName: 'Prepaid', customerNumber: '45098765432', customerName: 'FOLAKE ADEBAYO', customerAddress: '14 Allen Avenue, Ikeja', amount: 50_000_00, fee: 100_00 }), outcome: 'successful' },
  { order: order({ category: 'cable-tv', billerCode: 'dstv', billerName: 'DStv', productCode: 'dstv-compact', productName: 'DStv Compact', customerNumber: '7098765432', customerName: 'EMEKA NWANKWO', amount: 19_000_00, fee: 100_00 }), outcome: 'successful' },
  { order: order({ category: 'cable-tv', billerCode: 'gotv', billerName: 'GOtv', productCode: 'gotv-max', productName: 'GOtv Max', customerNumber: '0000000002', customerName: 'GBENGA SULE', amount: 8_500_00, fee: 100_00 }), outcome: 'failed' },
];

// biome-ignore format: a table
const MONTHLY: { day: number; order: (monthsAgo: number) => BillOrder }[] = [
  { day: 5, order: (m) => order({ category: 'electricity', billerCode: 'ikeja-electric', billerName: 'Ikeja Electric (IKEDC)', productCode: 'prepaid', productName: 'Prepaid', customerNumber: '45098765432', customerName: 'FOLAKE ADEBAYO', customerAddress: '14 Allen Avenue, Ikeja', amount: (40_000 + ((m * 7) % 5) * 4_500) * 100, fee: 100_00 }) },
  { day: 8, order: (m) => (m % 2 ? order({ category: 'airtime', billerCode: 'mtn', billerName: 'MTN', productCode: 'mtn-airtime', productName: 'MTN airtime', amount: (3_000 + (m % 3) * 1_000) * 100 }) : order({ category: 'data', billerCode: 'airtel-data', billerName: 'Airtel data', productCode: 'airtel-10gb-30d', productName: 'Airtel 10GB', customerNumber: '08021234567', amount: 4_000_00 })) },
  { day: 18, order: () => order({ category: 'cable-tv', billerCode: 'dstv', billerName: 'DStv', productCode: 'dstv-compact', productName: 'DStv Compact', customerNumber: '7098765432', customerName: 'EMEKA NWANKWO', amount: 19_000_00, fee: 100_00 }) },
];
/** The bill the biller failed: [months ago, bill of the month]; paid again the next day. */
const FAILED_BILL = [6, 2];

/**
 * The bills history's dated events up to `now`: each of the eleven past months its prepaid electricity (with its
 * token), airtime or data and DStv, one DStv renewal failed and reversed (and paid the next day); then, just before
 * `now`, today's MTN airtime, electricity and DStv paid and a GOtv renewal failed and reversed. None once the
 * business has a bill.
 */
export async function demoBillEvents(
  db: Database,
  companyId: string,
  memberId: string,
  now: Date,
): Promise<DemoEvent[]> {
  if (await anyBill(db, companyId)) return [];
  const wallet = await ensureMainWallet(db, { WALLET_BANK_CODE: '999999' }, companyId);
  if (!wallet) return [];
  const events: DemoEvent[] = [];
  const pay = (demo: { order: BillOrder; outcome: 'successful' | 'failed' }, at: Date, answeredAt: Date) => {
    let reference = '';
    events.push(
      {
        at,
        run: async (tx: Tx) => {
          reference = (
            await postBill(tx, {
              companyId,
              memberId,
              sourceWalletId: wallet.id,
              order: demo.order,
              postedAt: at,
            })
          ).reference;
        },
      },
      { at: answeredAt, run: (tx: Tx) => answer(tx, reference, demo, answeredAt).then(() => {}) },
    );
  };
  for (let monthsAgo = 11; monthsAgo >= 1; monthsAgo -= 1)
    for (const [i, bill] of MONTHLY.entries()) {
      const at = demoDay(now, monthsAgo, bill.day, 8, 10);
      const failed = FAILED_BILL[0] === monthsAgo && FAILED_BILL[1] === i;
      pay(
        { order: bill.order(monthsAgo), outcome: failed ? 'failed' : 'successful' },
        at,
        new Date(at.getTime() + 60_000),
      );
      if (failed) {
        const again = new Date(at.getTime() + 86_400_000);
        pay(
          { order: bill.order(monthsAgo), outcome: 'successful' },
          again,
          new Date(again.getTime() + 60_000),
        );
      }
    }
  for (const [i, demo] of DEMO_BILLS.entries()) {
    const at = new Date(now.getTime() - (50 - i * 10) * 1_000);
    pay(demo, at, new Date(at.getTime() + 1_000));
  }
  return events;
}

/** What the biller said of a bill, as its callback would. */
function answer(
  tx: Tx,
  reference: string,
  demo: { order: BillOrder; outcome: 'successful' | 'failed' },
  at: Date,
) {
  const prepaid = demo.order.productCode === 'prepaid';
  return applyBillOutcomeIn(
    tx,
    {
      reference,
      status: demo.outcome,
      providerReference: `demo_${reference}`,
      token: prepaid ? sandboxToken(reference) : null,
      units: prepaid ? (demo.order.amount / 100 / 209.5).toFixed(2) : null,
      failureReason: demo.outcome === 'failed' ? SANDBOX_BILL_FAILURE_REASONS['cable-tv'] : null,
    },
    at,
  );
}
