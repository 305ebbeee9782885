// The demo business's bills, through the same posting and outcome code as real ones: MTN airtime and a DStv plan
// paid, prepaid electricity with its token, and a GOtv renewal the biller failed, reversed. Runs once: a business
// that has bills is left alone.
import type { Database } from '@paydesk/db';
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

export async function seedDemoBills(db: Database, companyId: string, memberId: string): Promise<void> {
  if (await anyBill(db, companyId)) return;
  const wallet = await ensureMainWallet(db, { WALLET_BANK_CODE: '999999' }, companyId);
  if (!wallet || wallet.balance < 1_000_000_00) return;
  await db.transaction(async (tx) => {
    for (const demo of DEMO_BILLS) {
      const bill = await postBill(tx, { companyId, memberId, sourceWalletId: wallet.id, order: demo.order });
      const prepaid = demo.order.productCode === 'prepaid';
      await applyBillOutcomeIn(tx, {
        reference: bill.reference,
        status: demo.outcome,
        providerReference: `demo_${bill.reference}`,
        token: prepaid ? sandboxToken(bill.reference) : null,
        units: prepaid ? (demo.order.amount / 100 / 209.5).toFixed(2) : null,
        failureReason: demo.outcome === 'failed' ? SANDBOX_BILL_FAILURE_REASONS['cable-tv'] : null,
      });
    }
  });
}
