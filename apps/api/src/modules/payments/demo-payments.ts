// The demo business's payments: three beneficiaries and transfers out of the main wallet through the same posting
// and outcome code as real ones — one settled with its session id, one failed at the bank and reversed, one to a
// salary account still pending at the bank. Runs once: a business that has beneficiaries is left alone.
import type { Database } from '@paydesk/db';
import { lagosDay } from '../../lib/lagos-time.ts';
import { nipSessionId, SANDBOX_DECLINED_REASON } from '../../providers/banking/index.ts';
import { closingBalance, ensureSystemAccounts, move } from '../ledger/index.ts';
import { ensureMainWallet } from '../wallets/index.ts';
import { anyBeneficiary, insertBeneficiaries } from './beneficiaries/beneficiaries.queries.ts';
import { createPayoutRegistry } from './rail/payout-registry.ts';
import { applyOutcomeIn } from './rail/transfer-outcome.ts';
import { feeBandsOf, transferFee } from './transfers/fees.ts';

// The demo's transfers are payments' own: no owner's handler is told of them, and nothing runs after the commit.
const ownerless = createPayoutRegistry();
const noEffects = () => {};

import { postTransfer } from './transfers/transfer-posting.ts';

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
  if (await anyBeneficiary(db, companyId)) return;
  const wallet = await ensureMainWallet(db, { WALLET_BANK_CODE: bankCode }, companyId);
  if (!wallet || wallet.balance < 1_000_000_00) return;
  const bands = await feeBandsOf(db, companyId);
  await db.transaction(async (tx) => {
    // The wallet demo's past supplier payments went out before the rail existed: their money still sits in
    // transfers-out clearing. The bank settled them long ago; say so, so clearing holds only open transfers.
    const system = await ensureSystemAccounts(tx, companyId);
    const earlier = await closingBalance(tx, companyId, system.transfers_out_clearing, lagosDay());
    if (earlier > 0)
      await move(tx, {
        companyId,
        kind: 'transfer_out.settlement',
        reference: 'DEMO-EARLIER-SUPPLIERS',
        description: 'Settled: supplier payments sent before this history',
        legs: [
          { account: system.transfers_out_clearing, amount: -earlier },
          { account: system.bank_settlement, amount: earlier },
        ],
      });
    const saved = await insertBeneficiaries(
      tx,
      DEMO_BENEFICIARIES.map((b) => ({ companyId, type: 'transfers', ...b, isPaydeskWallet: false })),
    );
    const send = (i: number, amount: number, narration: string) => {
      const b = saved[i] ?? saved[0]!;
      return postTransfer(
        tx,
        {
          companyId,
          memberId,
          sourceWalletId: wallet.id,
          account: {
            channel: 'bank',
            bankCode: b.bankCode,
            bankName: b.bankName,
            accountNumber: b.accountNumber,
            accountName: b.accountName,
          },
          amount,
          fee: transferFee(bands, 'bank', amount),
          narration,
          beneficiaryId: b.id,
        },
        { sessionInstitution: bankCode },
      );
    };
    const settled = await send(0, 185_000_00, 'Haulage, Lagos to Ibadan');
    await applyOutcomeIn(
      tx,
      ownerless,
      {
        reference: settled.reference,
        providerReference: `demo_${settled.reference}`,
        status: 'settled',
        sessionId: nipSessionId(bankCode),
        failureReason: null,
        occurredAt: new Date().toISOString(),
      },
      noEffects,
    );
    const failed = await send(1, 450_000_00, 'Office rent, first quarter');
    await applyOutcomeIn(
      tx,
      ownerless,
      {
        reference: failed.reference,
        providerReference: `demo_${failed.reference}`,
        status: 'failed',
        sessionId: null,
        failureReason: SANDBOX_DECLINED_REASON,
        occurredAt: new Date().toISOString(),
      },
      noEffects,
    );
    await send(2, 12_500_00, 'Stationery');
  });
}
