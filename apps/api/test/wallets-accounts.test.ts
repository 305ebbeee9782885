// Wallet accounts through the HTTP API (spec §4, §7): the main wallet with its virtual account number, additional
// wallets, rename, freeze and unfreeze, close, and tenancy and permissions on every one of them.
import {
  ErrorCode,
  MAX_ADDITIONAL_WALLETS,
  moveMoneyResponse,
  transactionListResponse,
  WALLET_PATHS,
  type Wallet,
  walletDashboardResponse,
  walletListResponse,
  walletResponse,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidNuban } from '../src/modules/wallets/accounts/nuban.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import {
  api,
  fundThroughLedger,
  newKey,
  PIN,
  tokenFor,
  type WalletOwner,
  walletOwner,
} from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
let stranger: WalletOwner;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  owner = await walletOwner(t, { name: 'Ikeja Motors Ltd', balance: 500_000_00 });
  stranger = await walletOwner(t, { name: 'Aba Textiles', balance: 1_000_00 });
});
afterAll(() => t.close());

const as = (who: { token: string }) => ({ token: who.token });
const accounts = async (who: { token: string }) =>
  (await t.api.get(api(WALLET_PATHS.accounts), { ...as(who), schema: walletListResponse })).data
    .accounts as Wallet[];
const create = (who: { token: string }, body: unknown) =>
  t.api.post(api(WALLET_PATHS.createAdditional), body, { ...as(who), schema: walletResponse });
const move = (who: { token: string }, body: Record<string, unknown>, key = newKey()) =>
  t.api.patch(api(WALLET_PATHS.move), body, {
    schema: moveMoneyResponse,
    ...as(who),
    headers: { 'idempotency-key': key },
  });

describe('accounts', () => {
  it('a verified business gets its main wallet with a valid sandbox NUBAN on first access', async () => {
    const fresh = await createBusiness(t, { name: 'Kano Grains' });
    const token = await tokenFor(t, fresh);
    const first = await t.api.get(api(WALLET_PATHS.accounts), { schema: walletListResponse, token });
    expect(first.status).toBe(200);
    const [main] = first.data.accounts as Wallet[];
    expect(main).toMatchObject({
      name: 'Main wallet',
      purpose: 'main',
      isMain: true,
      status: 'active',
      balance: 0,
      currency: 'NGN',
      accountName: 'Kano Grains',
      bankCode: '999999',
    });
    expect(isValidNuban('999999', main!.accountNumber)).toBe(true);
    expect(first.data.remainingAdditionalWallets).toBe(MAX_ADDITIONAL_WALLETS);
    // Concurrent first visits still open exactly one main wallet.
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.api.get(api(WALLET_PATHS.accounts), { schema: walletListResponse, token }),
      ),
    );
    for (const r of again) expect((r.data.accounts as Wallet[]).map((a) => a._id)).toEqual([main!._id]);
  });

  it('an unverified business has no wallet yet and cannot open one', async () => {
    const pending = await createBusiness(t, { verified: false });
    const token = await tokenFor(t, pending);
    const list = await t.api.get(api(WALLET_PATHS.accounts), { schema: walletListResponse, token });
    expect(list.data.accounts).toEqual([]);
    const refused = await create({ token }, { name: 'Expenses', purpose: 'expense' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: ErrorCode.businessNotVerified });
  });

  it('opens expense and collection wallets, each with its own account number, up to 10', async () => {
    const business = await walletOwner(t, { name: 'Warri Logistics' });
    const expense = await create(business, { name: 'Fuel expenses', purpose: 'expense' });
    expect(expense.status).toBe(201);
    expect(expense.data).toMatchObject({ name: 'Fuel expenses', purpose: 'expense', isMain: false });
    expect(expense.data.accountName).toBe('Warri Logistics - Fuel expenses');
    expect(isValidNuban('999999', expense.data.accountNumber)).toBe(true);
    const duplicate = await create(business, { name: 'fuel EXPENSES', purpose: 'collection' });
    expect(duplicate.status).toBe(409);
    const invalid = await create(business, { name: 'X', purpose: 'savings' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Validation Errors');
    expect(Object.keys(invalid.error.errors ?? {})).toEqual(expect.arrayContaining(['name', 'purpose']));
    // Nine more at once: exactly ten additional wallets exist afterwards, the rest are refused.
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        create(business, { name: `Collections ${i}`, purpose: 'collection' }),
      ),
    );
    expect(burst.filter((r) => r.status === 201)).toHaveLength(9);
    const refused = burst.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409 && /up to 10 additional wallets/.test(r.body.message))).toBe(
      true,
    );
    const list = await accounts(business);
    expect(list.filter((a) => !a.isMain)).toHaveLength(MAX_ADDITIONAL_WALLETS);
    expect(new Set(list.map((a) => a.accountNumber)).size).toBe(list.length);
  });

  it('shows one wallet, renames it, and answers 404 for another business’s walletId everywhere', async () => {
    const single = await t.api.post(
      api(WALLET_PATHS.accountSingle),
      { walletId: owner.mainWalletId },
      { ...as(owner), schema: walletResponse },
    );
    expect(single.status).toBe(200);
    expect(single.data).toMatchObject({ walletId: owner.mainWalletId, balance: 500_000_00 });
    const created = await create(owner, { name: 'Payroll float', purpose: 'expense' });
    const renamed = await t.api.patch(
      api(WALLET_PATHS.account(created.data._id)),
      { name: 'Salaries float' },
      { ...as(owner), schema: walletResponse },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.data.name).toBe('Salaries float');

    const theirs = stranger.mainWalletId;
    const notFound = [
      await t.api.post(
        api(WALLET_PATHS.accountSingle),
        { walletId: theirs },
        { ...as(owner), schema: walletResponse },
      ),
      await t.api.post(
        api(WALLET_PATHS.walletTransactions),
        { walletId: theirs },
        { ...as(owner), schema: transactionListResponse },
      ),
      await t.api.patch(
        api(WALLET_PATHS.account(theirs)),
        { name: 'Mine now' },
        { ...as(owner), schema: walletResponse },
      ),
      await t.api.patch(
        api(WALLET_PATHS.freeze),
        { walletId: theirs },
        { ...as(owner), schema: walletResponse },
      ),
      await t.api.patch(
        api(WALLET_PATHS.unfreeze),
        { walletId: theirs },
        { ...as(owner), schema: walletResponse },
      ),
      await t.api.send(
        'DELETE',
        api(WALLET_PATHS.close),
        { walletId: theirs },
        { ...as(owner), schema: walletResponse },
      ),
      await move(owner, {
        sourceWalletId: theirs,
        destinationWalletId: owner.mainWalletId,
        amount: 100,
        pin: PIN,
      }),
      await move(owner, {
        sourceWalletId: owner.mainWalletId,
        destinationWalletId: theirs,
        amount: 100,
        pin: PIN,
      }),
    ];
    for (const r of notFound) {
      expect(r.status).toBe(404);
      expect(r.body).toMatchObject({ error: true, code: ErrorCode.notFound, message: 'Wallet not found' });
    }
    expect((await accounts(stranger))[0]!.balance).toBe(1_000_00);
    expect((await accounts(stranger))[0]!.name).toBe('Main wallet');
  });

  it('a frozen wallet refuses debits with a clear message but still receives money; unfreezing allows debits', async () => {
    const created = await create(owner, { name: 'Frozen float', purpose: 'expense' });
    const walletId = created.data._id as string;
    await fundThroughLedger(t, owner.companyId, walletId, 50_000_00);
    const frozen = await t.api.patch(
      api(WALLET_PATHS.freeze),
      { walletId, reason: 'Audit' },
      { ...as(owner), schema: walletResponse },
    );
    expect(frozen.status).toBe(200);
    expect(frozen.data.status).toBe('frozen');
    const refused = await move(owner, {
      sourceWalletId: walletId,
      destinationWalletId: owner.mainWalletId,
      amount: 1_000_00,
      pin: PIN,
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: ErrorCode.walletUnavailable,
      message: 'Frozen float is frozen; unfreeze it to send money from it',
    });
    const credit = await move(owner, {
      sourceWalletId: owner.mainWalletId,
      destinationWalletId: walletId,
      amount: 1_000_00,
      pin: PIN,
    });
    expect(credit.status).toBe(200);
    const unfrozen = await t.api.patch(
      api(WALLET_PATHS.unfreeze),
      { walletId },
      { ...as(owner), schema: walletResponse },
    );
    expect(unfrozen.data.status).toBe('active');
    const allowed = await move(owner, {
      sourceWalletId: walletId,
      destinationWalletId: owner.mainWalletId,
      amount: 51_000_00,
      pin: PIN,
    });
    expect(allowed.status).toBe(200);
  });

  it('closes only an empty wallet, keeps its history, and a closed wallet neither pays nor receives', async () => {
    const created = await create(owner, { name: 'Event float', purpose: 'collection' });
    const walletId = created.data._id as string;
    await move(owner, {
      sourceWalletId: owner.mainWalletId,
      destinationWalletId: walletId,
      amount: 2_500_00,
      pin: PIN,
    });
    const nonZero = await t.api.send(
      'DELETE',
      api(WALLET_PATHS.close),
      { walletId },
      { ...as(owner), schema: walletResponse },
    );
    expect(nonZero.status).toBe(409);
    expect(nonZero.body.message).toBe(
      'Event float still holds money. Move its balance to another wallet before closing it.',
    );
    await move(owner, {
      sourceWalletId: walletId,
      destinationWalletId: owner.mainWalletId,
      amount: 2_500_00,
      pin: PIN,
    });
    const closed = await t.api.send(
      'DELETE',
      api(WALLET_PATHS.close),
      { walletId },
      { ...as(owner), schema: walletResponse },
    );
    expect(closed.status).toBe(200);
    expect(closed.data).toMatchObject({ status: 'closed', balance: 0 });
    const history = await t.api.post(
      api(WALLET_PATHS.walletTransactions),
      { walletId },
      { ...as(owner), schema: transactionListResponse },
    );
    expect(history.data.totalDocs).toBe(2);
    const into = await move(owner, {
      sourceWalletId: owner.mainWalletId,
      destinationWalletId: walletId,
      amount: 100,
      pin: PIN,
    });
    expect(into.status).toBe(422);
    expect(into.body.message).toBe('Event float is closed and cannot receive money');
    const outOf = await move(owner, {
      sourceWalletId: walletId,
      destinationWalletId: owner.mainWalletId,
      amount: 100,
      pin: PIN,
    });
    expect(outOf.status).toBe(422);
    expect(outOf.error.code).toBe(ErrorCode.walletUnavailable);
    expect(
      (await t.api.patch(api(WALLET_PATHS.freeze), { walletId }, { ...as(owner), schema: walletResponse }))
        .status,
    ).toBe(409);
    const mainClose = await t.api.send(
      'DELETE',
      api(WALLET_PATHS.close),
      { walletId: owner.mainWalletId },
      { ...as(owner), schema: walletResponse },
    );
    expect(mainClose.status).toBe(409);
    expect(mainClose.body.message).toBe('The main wallet cannot be closed.');
    expect((await accounts(owner)).find((a) => a._id === walletId)?.status).toBe('closed');
  });

  it('refuses members whose role does not allow the action (403), and lets them read with wallets.view', async () => {
    const roleId = await addRole(t, owner.companyId, 'Viewer', ['wallets.view']);
    const viewer = await addMember(t, owner.companyId, { role: 'custom', roleId });
    const token = await tokenFor(t, viewer);
    expect((await t.api.get(api(WALLET_PATHS.accounts), { schema: walletListResponse, token })).status).toBe(
      200,
    );
    const denied = [
      await create({ token }, { name: 'Sneaky', purpose: 'expense' }),
      await t.api.patch(
        api(WALLET_PATHS.freeze),
        { walletId: owner.mainWalletId },
        { schema: walletResponse, token },
      ),
      await t.api.patch(
        api(WALLET_PATHS.unfreeze),
        { walletId: owner.mainWalletId },
        { schema: walletResponse, token },
      ),
      await t.api.send(
        'DELETE',
        api(WALLET_PATHS.close),
        { walletId: owner.mainWalletId },
        { schema: walletResponse, token },
      ),
      await t.api.patch(
        api(WALLET_PATHS.account(owner.mainWalletId)),
        { name: 'Renamed' },
        { schema: walletResponse, token },
      ),
      await move(
        { token },
        {
          sourceWalletId: owner.mainWalletId,
          destinationWalletId: stranger.mainWalletId,
          amount: 1,
          pin: PIN,
        },
      ),
      await t.api.get(api(WALLET_PATHS.dashboard), { schema: walletDashboardResponse, token }),
    ];
    for (const r of denied) {
      expect(r.status).toBe(403);
      expect(r.error.code).toBe(ErrorCode.forbidden);
    }
  });
});
