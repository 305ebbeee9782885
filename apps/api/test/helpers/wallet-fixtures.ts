// Wallet test helpers: a signed-in owner without the emailed login code (a session row and a signed token), a
// transaction PIN, money put in through the ledger, and fresh Idempotency-Keys.
import { randomUUID } from 'node:crypto';
import { authSessions, companyMembers, type Database, transactionPins } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/lib/passwords.ts';
import { ensureSystemAccounts, move, walletCredit } from '../../src/modules/ledger/index.ts';
import { ensureMainWallet } from '../../src/modules/wallets/accounts/accounts.service.ts';
import { createAccessTokens } from '../../src/platform/access-tokens.ts';
import { createBusiness, type TestMember } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

export const PIN = '4821';
export const api = (path: string) => `/api${path}`;
export const newKey = () => `test-${randomUUID()}`;

/** An access token for the member, as if they had signed in (the login journey has its own tests). */
export async function tokenFor(t: TestApp, member: { userId: string; companyId: string }): Promise<string> {
  const db = t.server.database.db;
  const [session] = await db
    .insert(authSessions)
    .values({ userId: member.userId, companyId: member.companyId, channel: 'business-web' })
    .returning({ id: authSessions.id });
  const [row] = await db
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, member.userId));
  const tokens = createAccessTokens(t.config.APP_SECRET, 3600);
  return (
    await tokens.sign({
      userId: member.userId,
      companyId: member.companyId,
      sessionId: session!.id,
      role: row?.role ?? 'employer',
    })
  ).token;
}

let pinHash: Promise<string> | undefined;

export async function setPin(t: TestApp, userId: string, pin = PIN): Promise<void> {
  pinHash ??= hashPassword(PIN);
  const hash = pin === PIN ? await pinHash : await hashPassword(pin);
  await t.server.database.db
    .insert(transactionPins)
    .values({ userId, pinHash: hash })
    .onConflictDoUpdate({
      target: transactionPins.userId,
      set: { pinHash: hash, failedAttempts: 0, lockedUntil: null },
    });
}

export interface WalletOwner extends TestMember {
  token: string;
  mainWalletId: string;
}

/** A verified business whose owner is signed in, has a PIN and a main wallet holding `balance` kobo. */
export async function walletOwner(
  t: TestApp,
  options: { balance?: number; name?: string; verified?: boolean; pin?: boolean } = {},
): Promise<WalletOwner> {
  const member = await createBusiness(t, { name: options.name, verified: options.verified ?? true });
  const token = await tokenFor(t, member);
  if (options.pin !== false) await setPin(t, member.userId);
  const main = await ensureMainWallet(t.server.database.db, t.config, member.companyId);
  if (main && options.balance) await fundThroughLedger(t, member.companyId, main.id, options.balance);
  return { ...member, token, mainWalletId: main?.id ?? '' };
}

/**
 * Money in through the funding clearing account with its history line, as a settled funding moves it; through
 * `db` when given (another connection pool, as another process or a worker would post); at a past instant when
 * given (entry, postings and line dated alike, as history brought in from before), else now.
 */
export async function fundThroughLedger(
  t: TestApp,
  companyId: string,
  walletId: string,
  amount: number,
  db: Database = t.server.database.db,
  at?: Date,
) {
  await db.transaction(async (tx) => {
    const system = await ensureSystemAccounts(tx, companyId);
    const reference = `FND-TEST-${randomUUID().slice(0, 8).toUpperCase()}`;
    await move(tx, {
      companyId,
      kind: 'funding',
      reference,
      description: 'Test funding',
      legs: [
        { account: system.funding_clearing, amount: -amount },
        walletCredit(walletId, amount, { type: 'funding', narration: 'Test funding', channel: 'card' }),
      ],
      postedAt: at,
    });
  });
}
