// The demo business of `npm start` shows trade finance (issue 16): an advance disbursed to its main wallet through
// the ledger and one under review, each with its invoice document, seeded once.
import { tradeFee } from '@paydesk/contracts';
import { companyMembers, ledgerAccounts, tradeAdvances, users, walletTransactions } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileLedger } from '../src/modules/ledger/index.ts';
import { createFilesStore } from '../src/platform/files/files-store.ts';
import { DEMO_LOGIN, seedDemoActivity, seedDemoBusiness } from '../src/seed/demo.ts';
import { tempDataDir } from './helpers/compliance.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(() => t.close());

describe('demo trade finance', () => {
  it('seeds a disbursed advance and one under review once, the ledger balanced', async () => {
    const db = t.server.database.db;
    const files = createFilesStore(`${tempDataDir()}/files`);
    await seedDemoBusiness(db, t.config);
    await seedDemoActivity(db, t.config, { files, only: ['trade'] });
    await seedDemoActivity(db, t.config, { files, only: ['trade'] });
    const [member] = await db
      .select({ companyId: companyMembers.companyId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
    const companyId = member!.companyId;
    const advances = await db.select().from(tradeAdvances).where(eq(tradeAdvances.companyId, companyId));
    expect(advances.map((a) => a.status).sort()).toEqual(['disbursed', 'under_review']);
    const disbursed = advances.find((a) => a.status === 'disbursed')!;
    expect(disbursed.fee).toBe(tradeFee(disbursed.approvedAmount!));
    const [account] = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.companyId, companyId), eq(ledgerAccounts.kind, 'trade_advances')));
    expect(account!.balance).toBe(-(disbursed.approvedAmount! + disbursed.fee!));
    const lines = await db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.companyId, companyId), eq(walletTransactions.type, 'trade_advance')));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.amount).toBe(disbursed.approvedAmount);
    expect(await reconcileLedger(db, [companyId])).toEqual([]);
  }, 240_000);
});
