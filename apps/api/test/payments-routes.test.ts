// Every payments route (issue 12, spec §4 Beneficiaries, §7 paths, §8): success; another business's ids 404;
// a missing permission 403; wrong PIN, limit exceeded and frozen wallet refused; bad input 4xx with nothing changed;
// idempotent replays; the bulk beneficiary code ('Error: Otp does not match'); gated actions become requests.
import {
  approvalPendingResponse,
  beneficiaryListResponse,
  beneficiaryResponse,
  beneficiaryUploadCodeResponse,
  beneficiaryUploadResponse,
  ErrorCode,
  feeScheduleResponse,
  LIMIT_PATHS,
  messageOnly,
  nameEnquirySearchResponse,
  PAYMENTS_MESSAGES,
  PAYMENTS_PATHS,
  transferListResponse,
  transferResponse,
  WALLET_PATHS,
  walletListResponse,
} from '@paydesk/contracts';
import { beneficiaries, journalEntries, transfers } from '@paydesk/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, waitForMail } from './helpers/mailbox.ts';
import { expectLedgerInvariants, startPaymentsApp } from './helpers/payment-fixtures.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import {
  api,
  newKey,
  PIN,
  setPin,
  tokenFor,
  type WalletOwner,
  walletOwner,
} from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
let rival: WalletOwner;
const GTBANK = '000013';

beforeAll(async () => {
  t = await startPaymentsApp();
  owner = await walletOwner(t, { name: 'Surulere Prints', balance: 2_000_000_00 });
  rival = await walletOwner(t, { name: 'Apapa Movers', balance: 100_000_00 });
});
afterAll(() => t.close());

const single = (who: { token: string }, body: Record<string, unknown>, key: string | null = newKey()) =>
  t.api.post(api(PAYMENTS_PATHS.transferSingle), body, {
    token: who.token,
    schema: transferResponse,
    headers: key ? { 'idempotency-key': key } : {},
  });
const bankLine = (extra: Record<string, unknown> = {}) => ({
  sourceWalletId: owner.mainWalletId,
  bankCode: GTBANK,
  accountNumber: '0111222333',
  amount: 5_000_00,
  pin: PIN,
  ...extra,
});
const counts = async () => {
  const db = t.server.database.db;
  // Debits only: settlements of earlier transfers may land in the background meanwhile.
  const [e] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(journalEntries)
    .where(eq(journalEntries.kind, 'transfer_out'));
  const [tr] = await db.select({ n: sql<number>`count(*)::int` }).from(transfers);
  const [b] = await db.select({ n: sql<number>`count(*)::int` }).from(beneficiaries);
  return { entries: e!.n, transfers: tr!.n, beneficiaries: b!.n };
};

describe('beneficiaries', () => {
  it('adds one after name enquiry, lists it with filters, downloads the CSV and deletes it', async () => {
    const created = await t.api.post(
      api(PAYMENTS_PATHS.beneficiary),
      { type: 'transfers', bankCode: GTBANK, accountNumber: '0222333444', nickname: 'Ink supplier' },
      { token: owner.token, schema: beneficiaryResponse },
    );
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(PAYMENTS_MESSAGES.beneficiaryCreated);
    expect(created.data).toMatchObject({
      type: 'transfers',
      bankName: 'GTBANK PLC',
      nickname: 'Ink supplier',
    });
    const again = await t.api.post(
      api(PAYMENTS_PATHS.beneficiary),
      { type: 'transfers', bankCode: GTBANK, accountNumber: '0222333444' },
      { token: owner.token },
    );
    expect(again.status).toBe(409);
    const list = await t.api.get(api(`${PAYMENTS_PATHS.beneficiaries}?type=transfers&search=ink`), {
      token: owner.token,
      schema: beneficiaryListResponse,
    });
    expect(list.data.docs.map((b) => b._id)).toEqual([created.data._id]);
    expect(list.data).toMatchObject({ totalDocs: 1, page: 1, totalPages: 1 });
    const none = await t.api.get(api(`${PAYMENTS_PATHS.beneficiaries}?type=electricity`), {
      token: owner.token,
      schema: beneficiaryListResponse,
    });
    expect(none.data.docs).toEqual([]);
    const csv = await t.app.inject({
      method: 'GET',
      url: api(`${PAYMENTS_PATHS.beneficiaries}?download=true`),
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toContain('0222333444');
    // Another business's beneficiary is not found; the list of another business does not show it.
    const theirs = await t.api.send(
      'DELETE',
      api(PAYMENTS_PATHS.beneficiary),
      { beneficiaryId: created.data._id },
      {
        token: rival.token,
      },
    );
    expect(theirs.status).toBe(404);
    const rivalList = await t.api.get(api(PAYMENTS_PATHS.beneficiaries), {
      token: rival.token,
      schema: beneficiaryListResponse,
    });
    expect(rivalList.data.totalDocs).toBe(0);
    const deleted = await t.api.send(
      'DELETE',
      api(PAYMENTS_PATHS.beneficiary),
      { beneficiaryId: created.data._id },
      {
        token: owner.token,
        schema: messageOnly,
      },
    );
    expect(deleted.body.message).toBe(PAYMENTS_MESSAGES.beneficiaryDeleted);
  });

  it('refuses an account the bank does not know, and a bad body, saving nothing', async () => {
    const before = await counts();
    const unknown = await t.api.post(
      api(PAYMENTS_PATHS.beneficiary),
      { type: 'transfers', bankCode: GTBANK, accountNumber: '0000000001' },
      { token: owner.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.error.errors?.accountNumber).toEqual(['No account found with this number at this bank']);
    const bad = await t.api.post(
      api(PAYMENTS_PATHS.beneficiary),
      { type: 'transfers', accountNumber: '12' },
      { token: owner.token },
    );
    expect(bad.status).toBe(400);
    expect(bad.error.message).toBe('Validation Errors');
    expect(await counts()).toEqual(before);
  });

  it("uploads a CSV confirmed by the emailed code; a wrong code answers 'Error: Otp does not match' and saves nothing", async () => {
    const csv =
      'BankCode,AccountNumber,Nickname\n000013,0333444555,Driver\n000013,0000000001,Ghost\n000013,12,Short\n';
    const sent = await t.api.post(
      api(PAYMENTS_PATHS.beneficiariesUploadCode),
      {},
      {
        token: owner.token,
        schema: beneficiaryUploadCodeResponse,
      },
    );
    expect(sent.data.email).toBe(owner.email);
    const mail = await waitForMail(t, owner.email, (m) => m.subject.includes('beneficiaries upload code'));
    const code = codeIn(mail);
    const before = await counts();
    const wrong = await t.api.post(
      api(PAYMENTS_PATHS.beneficiariesUploadBulk),
      { csv, otp: code === '000000' ? '111111' : '000000' },
      { token: owner.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.error.message).toBe(PAYMENTS_MESSAGES.otpMismatch);
    expect(PAYMENTS_MESSAGES.otpMismatch).toBe('Error: Otp does not match');
    expect(await counts()).toEqual(before);
    const done = await t.api.post(
      api(PAYMENTS_PATHS.beneficiariesUploadBulk),
      { csv, otp: code },
      { token: owner.token, schema: beneficiaryUploadResponse },
    );
    expect(done.data.created).toBe(1);
    expect(done.data.errorList).toEqual([
      { row: 3, errors: { accountNumber: ['No account found with this number at this bank'] } },
      { row: 4, errors: { accountNumber: ['Account number must be 10 digits'] } },
    ]);
    // The code works once.
    const reused = await t.api.post(
      api(PAYMENTS_PATHS.beneficiariesUploadBulk),
      { csv, otp: code },
      { token: owner.token },
    );
    expect(reused.error.message).toBe(PAYMENTS_MESSAGES.otpMismatch);
  });

  it('answers the name-enquiry search with q', async () => {
    const res = await t.api.get(api(`${PAYMENTS_PATHS.nameEnquirySearch}?q=0444555666&bankCode=${GTBANK}`), {
      token: owner.token,
      schema: nameEnquirySearchResponse,
    });
    expect(res.data).toMatchObject({ bankCode: GTBANK, accountNumber: '0444555666' });
  });
});

describe('a single transfer', () => {
  it('replays the same Idempotency-Key without a second debit, and a changed body with it is a 409', async () => {
    const key = newKey();
    const first = await single(owner, bankLine(), key);
    const replay = await single(owner, bankLine(), key);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.data._id).toBe(first.data._id);
    const changed = await single(owner, bankLine({ amount: 6_000_00 }), key);
    expect(changed.status).toBe(409);
    expect(
      await t.server.database.db.select().from(transfers).where(eq(transfers.idempotencyKey, key)),
    ).toHaveLength(1);
    const missing = await single(owner, bankLine(), null);
    expect(missing.status).toBe(400);
  });

  it('refuses a wrong PIN, a frozen wallet, an amount above the limit and a bad body, changing nothing', async () => {
    const before = await counts();
    const wrongPin = await single(owner, bankLine({ pin: '0000' }));
    expect(wrongPin.status).toBe(422);
    expect(wrongPin.error.code).toBe(ErrorCode.invalidPin);
    await setPin(t, owner.userId);
    const bad = await single(owner, bankLine({ amount: -5, bankCode: 'x' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.errors ?? {}).sort()).toEqual(['amount', 'bankCode']);
    const tooMuch = await single(owner, bankLine({ amount: 9_000_000_00 }));
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.error.code).toBe(ErrorCode.insufficientFunds);
    const limits = await t.api.patch(
      api(LIMIT_PATHS.limits),
      { business: { single: 1_000_00, daily: null }, default: { single: null, daily: null } },
      { token: owner.token },
    );
    expect(limits.status).toBe(200);
    const overLimit = await single(owner, bankLine());
    expect(overLimit.status).toBe(422);
    expect(overLimit.error.code).toBe(ErrorCode.limitExceeded);
    await t.api.patch(
      api(LIMIT_PATHS.limits),
      { business: { single: null, daily: null }, default: { single: null, daily: null } },
      { token: owner.token },
    );
    const frozen = await t.api.patch(
      api(WALLET_PATHS.freeze),
      { walletId: owner.mainWalletId },
      { token: owner.token },
    );
    expect(frozen.status).toBe(200);
    const fromFrozen = await single(owner, bankLine());
    expect(fromFrozen.status).toBe(422);
    expect(fromFrozen.error.code).toBe(ErrorCode.walletUnavailable);
    await t.api.patch(api(WALLET_PATHS.unfreeze), { walletId: owner.mainWalletId }, { token: owner.token });
    expect(await counts()).toEqual(before);
    await expectLedgerInvariants(t, owner.companyId);
  });

  it("404s another business's wallet and transfer, and 403s a member without the permission", async () => {
    const theirWallet = await single(owner, bankLine({ sourceWalletId: rival.mainWalletId }));
    expect(theirWallet.status).toBe(404);
    const mine = await single(owner, bankLine());
    expect(mine.status).toBe(201);
    const seen = await t.api.get(api(PAYMENTS_PATHS.transfer(mine.data._id)), { token: rival.token });
    expect(seen.status).toBe(404);
    const receipt = await t.api.get(api(PAYMENTS_PATHS.transferReceipt(mine.data._id)), {
      token: rival.token,
    });
    expect(receipt.status).toBe(404);
    const viewerRole = await addRole(t, owner.companyId, 'Viewer', [
      'payments.transactions.view',
      'payments.beneficiaries.view',
    ]);
    const viewer = await addMember(t, owner.companyId, { role: 'custom', roleId: viewerRole });
    const viewerToken = await tokenFor(t, viewer);
    await setPin(t, viewer.userId);
    const refused = await single({ token: viewerToken }, bankLine());
    expect(refused.status).toBe(403);
    const addRefused = await t.api.post(
      api(PAYMENTS_PATHS.beneficiary),
      { type: 'transfers', bankCode: GTBANK, accountNumber: '0555666777' },
      { token: viewerToken },
    );
    expect(addRefused.status).toBe(403);
    const list = await t.api.get(api(PAYMENTS_PATHS.transfers), {
      token: viewerToken,
      schema: transferListResponse,
    });
    expect(list.data.docs.map((d) => d._id)).toContain(mine.data._id);
    expect(list.data.docs.every((d) => d.sourceWalletId === owner.mainWalletId)).toBe(true);
  });

  it('quotes the NIP fee bands with VAT', async () => {
    const fees = await t.api.get(api(`${PAYMENTS_PATHS.fees}?amount=2000000`), {
      token: owner.token,
      schema: feeScheduleResponse,
    });
    expect(fees.data.bands).toEqual([
      { upTo: 5_000_00, fee: 10_00 },
      { upTo: 50_000_00, fee: 25_00 },
      { upTo: null, fee: 50_00 },
    ]);
    expect(fees.data).toMatchObject({
      vatBps: 750,
      walletTransferFee: 0,
      quote: { amount: 20_000_00, fee: 26_88 },
    });
  });
});

describe('approvals', () => {
  it('a gated transfer and beneficiary become approval requests and move or save nothing', async () => {
    const { createApprovalRegistry } = await import('../src/modules/approvals/index.ts');
    const asked: string[] = [];
    const gated = await startPaymentsApp(
      {},
      {
        approvals: {
          registry: createApprovalRegistry(),
          gate: {
            check: async (_tx, input) => {
              asked.push(`${input.action}:${input.amountKobo ?? ''}`);
              return { gated: true, requestId: `req-${asked.length}` };
            },
          },
        },
      },
    );
    try {
      const boss = await walletOwner(gated, { name: 'Gated Ltd', balance: 100_000_00 });
      const balance = async () =>
        (await gated.api.get(api(WALLET_PATHS.accounts), { token: boss.token, schema: walletListResponse }))
          .data.totalWalletBalance;
      const res = await gated.api.post(
        api(PAYMENTS_PATHS.transferSingle),
        { ...bankLine(), sourceWalletId: boss.mainWalletId },
        { token: boss.token, schema: approvalPendingResponse, headers: { 'idempotency-key': newKey() } },
      );
      expect(res.status).toBe(202);
      expect(res.data).toEqual({ requestId: 'req-1', status: 'pending' });
      expect(await balance()).toBe(100_000_00);
      const benef = await gated.api.post(
        api(PAYMENTS_PATHS.beneficiary),
        { type: 'transfers', bankCode: GTBANK, accountNumber: '0666777888' },
        { token: boss.token, schema: approvalPendingResponse },
      );
      expect(benef.status).toBe(202);
      const multiple = await gated.api.post(
        api(PAYMENTS_PATHS.transferMultiple),
        {
          sourceWalletId: boss.mainWalletId,
          pin: PIN,
          lines: [
            { bankCode: GTBANK, accountNumber: '0111000111', amount: 1_000_00 },
            { bankCode: GTBANK, accountNumber: '0111000222', amount: 2_000_00 },
          ],
        },
        { token: boss.token, schema: approvalPendingResponse, headers: { 'idempotency-key': newKey() } },
      );
      expect(multiple.status).toBe(202);
      expect(asked).toEqual(['transfer.single:501075', 'beneficiary.add:', 'transfer.bulk:302150']);
      expect(await balance()).toBe(100_000_00);
      const db = gated.server.database.db;
      expect(await db.select().from(transfers)).toEqual([]);
      expect(await db.select().from(beneficiaries)).toEqual([]);
      await expectLedgerInvariants(gated, boss.companyId);
    } finally {
      await gated.close();
    }
  });
});
