// The demo business's payments. Its history (dated events, run in date order with the wallets' receipts): four
// suppliers saved as beneficiaries and eleven past months of payments to them through the same posting and outcome
// code as real transfers (postTransfer, applyOutcomeIn), at the month's dates — three a month, differing from the
// takings month by month; two failed at the bank and reversed, each sent again the next day. Today (an `activity`
// step): three more beneficiaries and transfers out of the main wallet — one settled with its session id, one
// failed and reversed, one to a salary account still pending at the bank. Each runs once: the history when the
// business has no beneficiary, today's when it has not saved its first account.
import type { Database, Tx } from '@paydesk/db';
import { type DemoEvent, demoDay } from '../../platform/modules/define-module.ts';
import { ensureMainWallet } from '../wallets/index.ts';
import { demoBankAnswer } from './batches/payout-batches.ts';
import {
  anyBeneficiary,
  type BeneficiaryRow,
  insertBeneficiaries,
  savedAccount,
} from './beneficiaries/beneficiaries.queries.ts';
import { createPayoutRegistry } from './rail/payout-registry.ts';
import { applyOutcomeIn } from './rail/transfer-outcome.ts';
import { feeBandsOf, transferFee } from './transfers/fees.ts';

// The demo's transfers are payments' own: no owner's handler is told of them, and nothing runs after the commit.
const ownerless = createPayoutRegistry();
const noEffects = () => {};

import { postTransfer } from './transfers/transfer-posting.ts';
import type { TransferRow } from './transfers/transfers.queries.ts';

/** A transfer to a saved beneficiary's bank account, as the transfer form sends one. */
const toBeneficiary = (b: BeneficiaryRow, amount: number, fee: number, narration: string) => ({
  account: {
    channel: 'bank' as const,
    bankCode: b.bankCode,
    bankName: b.bankName,
    accountNumber: b.accountNumber,
    accountName: b.accountName,
  },
  amount,
  fee,
  narration,
  beneficiaryId: b.id,
});

// biome-ignore format: a table
const DEMO_BENEFICIARIES = [
  { bankCode: '000013', bankName: 'GTBANK PLC', accountNumber: '0123456789', accountName: 'ADAEZE OKAFOR', nickname: 'Ada (logistics)' },
  { bankCode: '000014', bankName: 'ACCESS BANK', accountNumber: '0234567891', accountName: 'BABATUNDE ADEYEMI', nickname: 'Office rent' },
  { bankCode: '000016', bankName: 'FIRST BANK OF NIGERIA', accountNumber: '0345678912', accountName: 'HALIMA BELLO', nickname: null },
];

export async function seedDemoPayments(
  db: Database,
  companyId: string,
  memberId: string,
  bankCode = '999999',
): Promise<void> {
  if (await savedAccount(db, companyId, DEMO_BENEFICIARIES[0]!.accountNumber)) return;
  const wallet = await ensureMainWallet(db, { WALLET_BANK_CODE: bankCode }, companyId);
  if (!wallet || wallet.balance < 1_000_000_00) return;
  const bands = await feeBandsOf(db, companyId);
  await db.transaction(async (tx) => {
    const saved = await insertBeneficiaries(
      tx,
      DEMO_BENEFICIARIES.map((b) => ({ companyId, type: 'transfers', ...b, isPaydeskWallet: false })),
    );
    const send = (i: number, amount: number, narration: string) => {
      const order = toBeneficiary(
        saved[i] ?? saved[0]!,
        amount,
        transferFee(bands, 'bank', amount),
        narration,
      );
      return postTransfer(
        tx,
        { companyId, memberId, sourceWalletId: wallet.id, ...order },
        { sessionInstitution: bankCode },
      );
    };
    const settled = await send(0, 185_000_00, 'Haulage, Lagos to Ibadan');
    await applyOutcomeIn(
      tx,
      ownerless,
      demoBankAnswer(settled.reference, 'settled', { bankCode }),
      noEffects,
    );
    const failed = await send(1, 450_000_00, 'Office rent, first quarter');
    await applyOutcomeIn(tx, ownerless, demoBankAnswer(failed.reference, 'failed'), noEffects);
    await send(2, 12_500_00, 'Stationery');
  });
}

// biome-ignore format: a table
const DEMO_SUPPLIERS = [
  { bankCode: '000016', bankName: 'FIRST BANK OF NIGERIA', accountNumber: '3012459876', accountName: 'OGUN FARMS COOPERATIVE', nickname: 'Produce', narration: 'Tomatoes, peppers and onions' },
  { bankCode: '000015', bankName: 'ZENITH BANK', accountNumber: '1012345678', accountName: 'LAGOS PACKAGING LTD', nickname: 'Packaging', narration: 'Cartons and labels' },
  { bankCode: '000013', bankName: 'GTBANK PLC', accountNumber: '0456789123', accountName: 'DELTA LOGISTICS', nickname: 'Deliveries', narration: 'Deliveries to Ibadan and Abeokuta' },
  { bankCode: '000004', bankName: 'UNITED BANK FOR AFRICA', accountNumber: '2098765432', accountName: 'IKORODU COLD ROOMS', nickname: 'Cold room', narration: 'Cold room rent' },
];
/** Each month's supplier spend as a share of its plan (the months from eleven ago to last month). */
const SPEND = [0.84, 0.9, 1.1, 0.93, 0.86, 1.12, 0.9, 0.95, 1.06, 0.88, 0.97];
const PAYMENT_DAYS = [12, 20, 27];
/** The payments the bank declined: [months ago, payment of the month]. */
const DECLINED = [
  [9, 1],
  [4, 2],
];

/** To the nearest ₦50, in kobo. */
const round50 = (kobo: number) => Math.round(kobo / 50_00) * 50_00;
const hoursAfter = (at: Date, hours: number) => new Date(at.getTime() + hours * 3_600_000);

/** The payments history's dated events up to `now`; none once the business has saved a beneficiary. */
export async function demoPaymentEvents(
  db: Database,
  companyId: string,
  memberId: string,
  bankCode: string,
  now: Date,
): Promise<DemoEvent[]> {
  if (await anyBeneficiary(db, companyId)) return [];
  const wallet = await ensureMainWallet(db, { WALLET_BANK_CODE: bankCode }, companyId);
  if (!wallet) return [];
  const bands = await feeBandsOf(db, companyId);
  const day = (monthsAgo: number, date: number, hour: number) => demoDay(now, monthsAgo, date, hour, 30);
  const saved: BeneficiaryRow[] = [];
  const savedAt = day(11, 1, 8);
  const events: DemoEvent[] = [
    {
      at: savedAt,
      run: async (tx) => {
        saved.push(
          ...(await insertBeneficiaries(
            tx,
            DEMO_SUPPLIERS.map(({ narration: _, ...b }) => ({
              companyId,
              type: 'transfers',
              ...b,
              isPaydeskWallet: false,
              createdAt: savedAt,
              updatedAt: savedAt,
            })),
          )),
        );
      },
    },
  ];
  /** A transfer sent at `at` and the bank's answer two hours later, each an event of its own. */
  const payment = (supplier: number, amount: number, at: Date, answer: 'settled' | 'failed') => {
    let sent: TransferRow | undefined;
    const answeredAt = hoursAfter(at, 2);
    events.push(
      {
        at,
        run: async (tx: Tx) => {
          const fee = transferFee(bands, 'bank', amount);
          const order = toBeneficiary(saved[supplier]!, amount, fee, DEMO_SUPPLIERS[supplier]!.narration);
          sent = await postTransfer(
            tx,
            { companyId, memberId, sourceWalletId: wallet.id, ...order, postedAt: at },
            { sessionInstitution: bankCode },
          );
        },
      },
      {
        at: answeredAt,
        run: async (tx: Tx) => {
          await applyOutcomeIn(
            tx,
            ownerless,
            demoBankAnswer(sent!.reference, answer, { bankCode, at: answeredAt }),
            noEffects,
            answeredAt,
          );
        },
      },
    );
  };
  for (let monthsAgo = 11; monthsAgo >= 1; monthsAgo -= 1) {
    const spend = round50((1_150_000 + (12 - monthsAgo) * 190_000) * 100 * SPEND[11 - monthsAgo]!);
    const first = round50(spend * 0.45);
    const second = round50(spend * 0.35);
    for (const [i, amount] of [first, second, spend - first - second].entries()) {
      const supplier = (i + monthsAgo) % DEMO_SUPPLIERS.length;
      const at = day(monthsAgo, PAYMENT_DAYS[i]!, 13);
      const declined = DECLINED.some(([m, n]) => m === monthsAgo && n === i);
      payment(supplier, amount, at, declined ? 'failed' : 'settled');
      // Sent again the next morning, and paid.
      if (declined) payment(supplier, amount, day(monthsAgo, PAYMENT_DAYS[i]! + 1, 9), 'settled');
    }
  }
  return events;
}
