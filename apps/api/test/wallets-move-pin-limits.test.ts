// Moving money between own wallets with the transaction PIN, idempotency keys and transaction limits (spec §4,
// §7; architecture rules 6 and 7).
import {
  ErrorCode,
  LIMIT_PATHS,
  moveMoneyResponse,
  PAYMENTS_PATHS,
  PIN_PATHS,
  pinOtpSentResponse,
  pinStatusResponse,
  transactionLimitsResponse,
  transferResponse,
  WALLET_PATHS,
  walletListResponse,
  walletResponse,
} from '@paydesk/contracts';
import { auditEvents, companyMembers, transactionPins } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { reconcileLedger } from '../src/modules/ledger/posting.ts';
import { codeIn, waitForMail } from './helpers/mailbox.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import {
  api,
  fundThroughLedger,
  newKey,
  PIN,
  setPin,
  tokenFor,
  type WalletOwner,
  walletOwner,
} from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
let savings: string;

const as = <S extends z.ZodType | undefined = undefined>(who: { token: string }, schema?: S) => ({
  token: who.token,
  schema,
});
const move = (who: { token: string }, body: Record<string, unknown>, key: string | null = newKey()) =>
  t.api.send('PATCH', api(WALLET_PATHS.move), body, {
    ...as(who, moveMoneyResponse),
    headers: key ? { 'idempotency-key': key } : {},
  });
/** Money sent: a single transfer to a bank account (limits count money leaving the business, not moves). */
const send = (who: WalletOwner, amount: number, key: string | null = newKey()) =>
  t.api.send(
    'POST',
    api(PAYMENTS_PATHS.transferSingle),
    { sourceWalletId: who.mainWalletId, bankCode: '000013', accountNumber: '0111222333', amount, pin: PIN },
    { ...as(who, transferResponse), headers: key ? { 'idempotency-key': key } : {} },
  );
const balances = async (who: { token: string }) =>
  Object.fromEntries(
    (await t.api.get(api(WALLET_PATHS.accounts), as(who, walletListResponse))).data.accounts.map((a) => [
      a._id,
      a.balance,
    ]),
  );

beforeAll(async () => {
  t = await startPaymentsApp();
  owner = await walletOwner(t, { name: 'Lekki Bakery', balance: 1_000_000_00 });
  const created = await t.api.send(
    'POST',
    api(WALLET_PATHS.createAdditional),
    { name: 'Savings', purpose: 'expense' },
    as(owner, walletResponse),
  );
  savings = created.data._id;
});
afterAll(() => t.close());

describe('moving money between own wallets', () => {
  it('moves atomically: one entry, two history lines with balances after, an audit event, ledger reconciled', async () => {
    const res = await move(owner, {
      sourceWalletId: owner.mainWalletId,
      destinationWalletId: savings,
      amount: 25_000_50,
      narration: 'Set aside for rent',
      pin: PIN,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Money moved');
    expect(res.data.source).toMatchObject({
      type: 'move_out',
      direction: 'debit',
      amount: 25_000_50,
      status: 'successful',
      narration: 'Set aside for rent',
      balanceAfter: 975_000_00 - 50,
    });
    expect(res.data.destination).toMatchObject({
      type: 'move_in',
      direction: 'credit',
      balanceAfter: 25_000_50,
    });
    expect(res.data.source.reference).toBe(res.data.destination.reference);
    expect(await balances(owner)).toMatchObject({ [owner.mainWalletId]: 974_999_50, [savings]: 25_000_50 });
    const [event] = await t.server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, owner.companyId), eq(auditEvents.action, 'wallet.move')));
    expect(event).toMatchObject({ outcome: 'success', actorId: owner.userId });
    expect(await reconcileLedger(t.server.database.db, [owner.companyId])).toEqual([]);
  });

  it('needs an Idempotency-Key; the same key replays the first answer; the same key with another body is a 409', async () => {
    const body = { sourceWalletId: owner.mainWalletId, destinationWalletId: savings, amount: 1_00, pin: PIN };
    const missing = await move(owner, body, null);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The Idempotency-Key header is required for this request');
    const key = newKey();
    const before = await balances(owner);
    const first = await move(owner, body, key);
    const replay = await move(owner, body, key);
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect((await balances(owner))[savings]).toBe(before[savings]! + 1_00);
    const changed = await move(owner, { ...body, amount: 2_00 }, key);
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe('This Idempotency-Key was already used for a different request');
  });

  it('refuses more than the wallet holds, and moves to the same wallet', async () => {
    const tooMuch = await move(owner, {
      sourceWalletId: savings,
      destinationWalletId: owner.mainWalletId,
      amount: 999_999_999_00,
      pin: PIN,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({
      code: ErrorCode.insufficientFunds,
      message: 'Insufficient funds in Savings',
    });
    const same = await move(owner, {
      sourceWalletId: savings,
      destinationWalletId: savings,
      amount: 1_00,
      pin: PIN,
    });
    expect(same.status).toBe(400);
    expect(same.error.errors?.destinationWalletId).toEqual(['Choose a different wallet to move money to']);
  });

  it('a key pins its first final answer: a move refused for funds stays refused with that key after funding', async () => {
    const poor = await walletOwner(t, { name: 'Yaba Prints', balance: 5_000_00 });
    const spare = (
      await t.api.send(
        'POST',
        api(WALLET_PATHS.createAdditional),
        { name: 'Spare', purpose: 'expense' },
        as(poor, walletResponse),
      )
    ).data._id;
    const body = {
      sourceWalletId: poor.mainWalletId,
      destinationWalletId: spare,
      amount: 8_000_00,
      pin: PIN,
    };
    const key = newKey();
    const refused = await move(poor, body, key);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: ErrorCode.insufficientFunds });
    await fundThroughLedger(t, poor.companyId, poor.mainWalletId, 10_000_00);
    const again = await move(poor, body, key);
    expect(again.status).toBe(422);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(refused.body);
    expect(await balances(poor)).toMatchObject({ [poor.mainWalletId]: 15_000_00, [spare]: 0 });
    // A new key is a new request: it runs against the funded wallet.
    const fresh = await move(poor, body, newKey());
    expect(fresh.status).toBe(200);
    expect(await balances(poor)).toMatchObject({ [poor.mainWalletId]: 7_000_00, [spare]: 8_000_00 });
  });

  it('a validation failure leaves the key unused: the corrected request with the same key runs', async () => {
    const key = newKey();
    const body = { sourceWalletId: owner.mainWalletId, destinationWalletId: savings, amount: 1_00, pin: PIN };
    const invalid = await move(owner, { ...body, destinationWalletId: owner.mainWalletId }, key);
    expect(invalid.status).toBe(400);
    const ok = await move(owner, body, key);
    expect(ok.status).toBe(200);
    expect(ok.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('transaction PIN', () => {
  it('a missing PIN is a validation error; a member without a PIN is told to create one', async () => {
    const body = { sourceWalletId: owner.mainWalletId, destinationWalletId: savings, amount: 1_00 };
    const missing = await move(owner, body);
    expect(missing.status).toBe(400);
    expect(missing.error.errors?.pin).toEqual(['Enter your transaction PIN']);
    const admin = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const noPin = await move({ token: await tokenFor(t, admin) }, { ...body, pin: '1234' });
    expect(noPin.status).toBe(422);
    expect(noPin.error.code).toBe(ErrorCode.pinNotSet);
  });

  it('counts wrong PINs, locks after five with the time it unlocks, and a reset with the emailed code unlocks it', async () => {
    const admin = await addMember(t, owner.companyId, { role: 'employer-admin' });
    await setPin(t, admin.userId, '1357');
    const token = await tokenFor(t, admin);
    const body = { sourceWalletId: owner.mainWalletId, destinationWalletId: savings, amount: 1_00 };
    const wrong = await move({ token }, { ...body, pin: '0000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      code: ErrorCode.invalidPin,
      message: 'Wrong transaction PIN. 4 attempts left before it locks.',
    });
    for (let i = 0; i < 3; i++) await move({ token }, { ...body, pin: '0000' });
    const locked = await move({ token }, { ...body, pin: '0000' });
    expect(locked.status).toBe(429);
    expect(locked.error.code).toBe(ErrorCode.pinLocked);
    expect(locked.body.message).toMatch(
      /^Your transaction PIN is locked after too many wrong attempts\. Try again after \d{2}:\d{2} \(in 30 minutes\), or reset your PIN\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const evenRight = await move({ token }, { ...body, pin: '1357' });
    expect(evenRight.status).toBe(429);
    const status = await t.api.get(api(PIN_PATHS.status), { token, schema: pinStatusResponse });
    expect(status.data.lockedUntil).not.toBeNull();

    const since = new Date().toISOString();
    const sent = await t.api.post(
      api(PIN_PATHS.sendOtp),
      { otpType: 'reset-pin' },
      { token, schema: pinOtpSentResponse },
    );
    expect(sent.status).toBe(200);
    expect(sent.data.email).toBe(admin.email);
    const mail = await waitForMail(
      t,
      admin.email,
      (m) => m.subject.startsWith('Your transaction PIN code') && m.createdAt >= since,
    );
    const wrongCode = await t.api.send(
      'POST',
      api(PIN_PATHS.change),
      { otp: '111111', pin: '2468', confirmPin: '2468' },
      { token },
    );
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.error.code).toBe(ErrorCode.invalidCode);
    const reset = await t.api.send(
      'POST',
      api(PIN_PATHS.change),
      { otp: codeIn(mail), pin: '2468', confirmPin: '2468' },
      { token },
    );
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe('Transaction PIN reset');
    expect((await move({ token }, { ...body, pin: '2468' })).status).toBe(200);
    // The code works once.
    const again = await t.api.send(
      'POST',
      api(PIN_PATHS.change),
      { otp: codeIn(mail), pin: '1357', confirmPin: '1357' },
      { token },
    );
    expect(again.status).toBe(400);
  });

  it('creates a first PIN with a code sent for purpose create-pin, and the membership then says isAccessPinSet', async () => {
    const member = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const token = await tokenFor(t, member);
    expect((await t.api.send('POST', api(PIN_PATHS.sendOtp), {}, { token })).status).toBe(400);
    expect(
      (
        await t.api.send(
          'POST',
          api(PIN_PATHS.sendOtp),
          { otpType: 'create-pin', purpose: 'reset-pin' },
          { token },
        )
      ).status,
    ).toBe(400);
    const since = new Date().toISOString();
    expect(
      (await t.api.send('POST', api(PIN_PATHS.sendOtp), { purpose: 'create-pin' }, { token })).status,
    ).toBe(200);
    const mail = await waitForMail(t, member.email, (m) => m.createdAt >= since);
    const mismatch = await t.api.send(
      'POST',
      api(PIN_PATHS.change),
      { otp: codeIn(mail), pin: '1234', confirmPin: '4321' },
      { token },
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.error.errors?.confirmPin).toEqual(['The PINs do not match']);
    const weak = await t.api.send(
      'POST',
      api(PIN_PATHS.change),
      { otp: codeIn(mail), pin: '12a4', confirmPin: '12a4' },
      { token },
    );
    expect(weak.error.errors?.pin).toEqual(['Your transaction PIN is 4 digits']);
    // PINs anyone would guess first are refused with the reason, and the code still works afterwards.
    for (const [guess, reason] of [
      ['0000', 'Choose a PIN that is not one digit repeated'],
      ['1234', 'Choose a PIN that is not a run of digits like 1234'],
      ['8765', 'Choose a PIN that is not a run of digits like 1234'],
      ['1987', 'Choose a PIN that is not a year, such as a year of birth'],
    ] as const) {
      const refused = await t.api.send(
        'POST',
        api(PIN_PATHS.change),
        { otp: codeIn(mail), pin: guess, confirmPin: guess },
        { token },
      );
      expect(refused.status).toBe(400);
      expect(refused.error.errors?.pin).toEqual([reason]);
    }
    const created = await t.api.send(
      'POST',
      api(PIN_PATHS.change),
      { otp: codeIn(mail), pin: '9753', confirmPin: '9753' },
      { token },
    );
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Transaction PIN created');
    const [row] = await t.server.database.db
      .select({ isAccessPinSet: companyMembers.isAccessPinSet })
      .from(companyMembers)
      .where(eq(companyMembers.id, member.memberId));
    expect(row!.isAccessPinSet).toBe(true);
    const [pin] = await t.server.database.db
      .select()
      .from(transactionPins)
      .where(eq(transactionPins.userId, member.userId));
    expect(pin!.pinHash).toMatch(/^\$argon2id\$/);
    const twice = await t.api.send('POST', api(PIN_PATHS.sendOtp), { purpose: 'create-pin' }, { token });
    expect(twice.status).toBe(409);
  });

  it('the employer-admin variants work without the token header, with email and password', async () => {
    const admin = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const credentials = { email: admin.email, password: admin.password };
    const wrongPassword = await t.api.send('POST', api(PIN_PATHS.adminSendOtp), {
      ...credentials,
      password: 'not-the-password',
      purpose: 'create-pin',
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.error.code).toBe(ErrorCode.invalidCredentials);
    const since = new Date().toISOString();
    const sent = await t.api.send('POST', api(PIN_PATHS.adminSendOtp), {
      ...credentials,
      otpType: 'create-pin',
    });
    expect(sent.status).toBe(200);
    const mail = await waitForMail(t, admin.email, (m) => m.createdAt >= since);
    const created = await t.api.send('POST', api(PIN_PATHS.adminChange), {
      ...credentials,
      otp: codeIn(mail),
      pin: '8642',
      confirmPin: '8642',
    });
    expect(created.status).toBe(200);
    const token = await tokenFor(t, admin);
    const moved = await move(
      { token },
      { sourceWalletId: owner.mainWalletId, destinationWalletId: savings, amount: 1_00, pin: '8642' },
    );
    expect(moved.status).toBe(200);
    // The owner is not an employer-admin: the token-less variant does not serve them.
    const ownerTry = await t.api.send('POST', api(PIN_PATHS.adminSendOtp), {
      email: owner.email,
      password: owner.password,
      purpose: 'reset-pin',
    });
    expect(ownerTry.status).toBe(400);
  });
});

describe('transaction limits', () => {
  it('single limits of the business and of members (own or default) refuse money sent, with the limit named', async () => {
    const business = await walletOwner(t, { name: 'Limits Ltd', balance: 10_000_000_00 });
    const other = (
      await t.api.send(
        'POST',
        api(WALLET_PATHS.createAdditional),
        { name: 'Ops', purpose: 'expense' },
        as(business, walletResponse),
      )
    ).data._id;
    const saved = await t.api.send(
      'PATCH',
      api(LIMIT_PATHS.limits),
      { business: { single: 500_000_00, daily: null }, default: { single: 100_000_00, daily: null } },
      as(business, transactionLimitsResponse),
    );
    expect(saved.status).toBe(200);
    expect(saved.data.business).toEqual({ single: 500_000_00, daily: null });
    const body = { sourceWalletId: business.mainWalletId, destinationWalletId: other, pin: PIN };
    const overBusiness = await send(business, 600_000_00);
    expect(overBusiness.status).toBe(422);
    expect(overBusiness.body).toMatchObject({
      code: ErrorCode.limitExceeded,
      message: "₦600,000.00 is above the business's single transaction limit of ₦500,000.00.",
    });
    const overMine = await send(business, 150_000_00);
    expect(overMine.body.message).toBe('₦150,000.00 is above your single transaction limit of ₦100,000.00.');
    // The owner's own limit replaces the default.
    const ownerMember = saved.data.members[0]!.memberId;
    const own = await t.api.send(
      'PATCH',
      api(LIMIT_PATHS.member(ownerMember)),
      { single: 200_000_00, daily: null },
      as(business, transactionLimitsResponse),
    );
    expect(own.data.members[0]!.own).toEqual({ single: 200_000_00, daily: null });
    expect((await send(business, 150_000_00)).status).toBe(201);
    // A move between the business's own wallets sends nothing: no limit applies to it.
    expect((await move(business, { ...body, amount: 600_000_00 })).status).toBe(200);
    const reset = await t.api.send(
      'DELETE',
      api(LIMIT_PATHS.member(ownerMember)),
      undefined,
      as(business, transactionLimitsResponse),
    );
    expect(reset.data.members[0]!.own).toBeNull();
    const invalid = await t.api.send(
      'PATCH',
      api(LIMIT_PATHS.limits),
      { business: { single: 10_00, daily: 5_00 }, default: { single: null, daily: null } },
      as(business, transactionLimitsResponse),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.error.errors?.['business.single']).toEqual([
      'The single limit cannot be above the daily limit',
    ]);
  });

  it('the daily limit counts money sent in the Lagos day, says how much remains, and holds under concurrent sends', async () => {
    const business = await walletOwner(t, { name: 'Daily Ltd', balance: 1_000_000_00 });
    const other = (
      await t.api.send(
        'POST',
        api(WALLET_PATHS.createAdditional),
        { name: 'Ops', purpose: 'expense' },
        as(business, walletResponse),
      )
    ).data._id;
    await t.api.send(
      'PATCH',
      api(LIMIT_PATHS.limits),
      { business: { single: null, daily: 10_000_00 }, default: { single: null, daily: null } },
      as(business, transactionLimitsResponse),
    );
    const body = { sourceWalletId: business.mainWalletId, destinationWalletId: other, pin: PIN };
    expect((await send(business, 6_000_00)).status).toBe(201);
    // Moves between own wallets neither count towards the day nor are refused by it; the fee is not counted.
    expect((await move(business, { ...body, amount: 50_000_00 })).status).toBe(200);
    const over = await send(business, 6_000_00);
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(
      '₦6,000.00 would take the business past its daily limit of ₦10,000.00: ₦4,000.00 remains today.',
    );
    const mine = await t.api.send('GET', api(LIMIT_PATHS.mine), undefined, as(business));
    expect(mine.data).toMatchObject({ usedToday: 6_000_00, remainingToday: 4_000_00 });
    // Ten debits of ₦1,000 at once against the ₦4,000 left: exactly four fit.
    const burst = await Promise.all(Array.from({ length: 10 }, () => send(business, 1_000_00)));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(4);
    expect(burst.filter((r) => r.status === 422).every((r) => r.error.code === ErrorCode.limitExceeded)).toBe(
      true,
    );
    await fundThroughLedger(t, business.companyId, other, 1);
  });

  it('only members allowed settings.limits.manage see and change limits; anyone reads their own', async () => {
    const roleId = await addRole(t, owner.companyId, 'Clerk', ['wallets.view', 'wallets.move']);
    const clerk = await addMember(t, owner.companyId, { role: 'custom', roleId });
    const token = await tokenFor(t, clerk);
    expect((await t.api.send('GET', api(LIMIT_PATHS.limits), undefined, { token })).status).toBe(403);
    const change = await t.api.send(
      'PATCH',
      api(LIMIT_PATHS.limits),
      { business: { single: null, daily: null }, default: { single: null, daily: null } },
      { token },
    );
    expect(change.status).toBe(403);
    expect((await t.api.send('GET', api(LIMIT_PATHS.mine), undefined, { token })).status).toBe(200);
    const foreign = await walletOwner(t, { name: 'Foreign' });
    const cross = await t.api.send(
      'PATCH',
      api(LIMIT_PATHS.member(clerk.memberId)),
      { single: 1_00, daily: null },
      as(foreign),
    );
    expect(cross.status).toBe(404);
  });
});
