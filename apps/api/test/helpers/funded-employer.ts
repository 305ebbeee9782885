// A verified business written straight to the database, for crash tests and benches that drive the real server:
// an owner (employer) with a transaction PIN and a main wallet funded by one opening movement (with its history
// line) through the ledger.
import { randomUUID } from 'node:crypto';
import { authSessions, companies, companyMembers, type Database, transactionPins, users } from '@paydesk/db';
import { hashPassword } from '../../src/lib/passwords.ts';
import { ensureSystemAccounts, move, walletCredit } from '../../src/modules/ledger/index.ts';
import { ensureMainWallet } from '../../src/modules/wallets/index.ts';
import { createAccessTokens } from '../../src/platform/access-tokens.ts';

export interface FundedEmployer {
  companyId: string;
  userId: string;
  walletId: string;
  /** An access token of a new session of the owner, signed with the server's secret. */
  token: (appSecret: string) => Promise<string>;
}

export async function insertFundedEmployer(
  db: Database,
  options: { name: string; balance: number; pin: string; owner?: { firstName: string; lastName: string } },
): Promise<FundedEmployer> {
  const [company] = await db
    .insert(companies)
    .values({
      name: options.name,
      businessType: 'registered business',
      status: 'active',
      isActive: true,
      isCompanyInfo: true,
      adminVerify: true,
      isCompliant: true,
    })
    .returning();
  const companyId = company!.id;
  const [user] = await db
    .insert(users)
    .values({
      email: `owner-${randomUUID().slice(0, 8)}@example.ng`,
      firstName: options.owner?.firstName ?? 'Ngozi',
      lastName: options.owner?.lastName ?? 'Okafor',
      emailVerifiedAt: new Date(),
    })
    .returning();
  const userId = user!.id;
  await db.insert(companyMembers).values({ companyId, userId, role: 'employer', status: 'active' });
  await db.insert(transactionPins).values({ userId, pinHash: await hashPassword(options.pin) });
  const main = await ensureMainWallet(db, { WALLET_BANK_CODE: '999999' } as never, companyId);
  const walletId = main!.id;
  await db.transaction(async (tx) => {
    const system = await ensureSystemAccounts(tx, companyId);
    await move(tx, {
      companyId,
      kind: 'funding',
      reference: `FND-OPEN-${randomUUID().slice(0, 8).toUpperCase()}`,
      description: 'Opening funding',
      legs: [
        { account: system.funding_clearing, amount: -options.balance },
        walletCredit(walletId, options.balance, {
          type: 'funding',
          narration: 'Opening funding',
          channel: 'card',
        }),
      ],
    });
  });
  return {
    companyId,
    userId,
    walletId,
    async token(appSecret: string) {
      const [session] = await db
        .insert(authSessions)
        .values({ userId, companyId, channel: 'business-web' })
        .returning();
      const signed = await createAccessTokens(appSecret, 3600).sign({
        userId,
        companyId,
        sessionId: session!.id,
        role: 'employer',
      });
      return signed.token;
    },
  };
}
