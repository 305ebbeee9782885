// Arranging an approvals journey through the API: signing members in, inviting administrators who set their
// password, transaction PINs and a second wallet. The journey itself (workflow, move, decisions) runs in the UI.
import { expect } from '@playwright/test';
import {
  APPROVAL_PATHS,
  AUTH_PATHS,
  CHANNEL,
  PAYMENTS_PATHS,
  PIN_PATHS,
  TEAM_PATHS,
  WALLET_PATHS,
} from '../../packages/contracts/src/index.ts';
import type { Api } from '../support/api.ts';
import { DEMO } from '../support/demo.ts';
import { linkIn, type Mailbox, sixDigits } from '../support/mailbox.ts';
import { DEMO_PIN } from './wallets-helpers.ts';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const person = (firstName: string, lastName: string): Person => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}-${id}@e2e.paydesk.ng`,
    password: `Marina-Road-${id}!`,
  };
};

function ok<T>(what: string, answer: { status: number; message: string; data: T }, status = 200): T {
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${answer.message}`);
  return answer.data;
}

/** Both login stages through the API (the code from the dev mailbox): the session's access token. */
export async function signInApi(api: Api, mailbox: Mailbox, who: { email: string; password: string }) {
  const since = new Date();
  const body = { email: who.email, password: who.password, channel: CHANNEL };
  const first = ok(
    'login',
    await api.post<{ token?: string; challengeId?: string }>(AUTH_PATHS.login, { stage: 1, ...body }),
  );
  if (first.token) return first.token;
  // The code of this challenge: a message read before it arrived (an older code in the clock-skew window of the
  // mailbox) is skipped and the next one is tried.
  const tried: string[] = [];
  for (;;) {
    const { code, message } = await mailbox.loginCode(who.email, { since, exclude: tried });
    const second = await api.post<{ token: string }>(AUTH_PATHS.login, {
      stage: 2,
      ...body,
      otp: code,
      challengeId: first.challengeId,
    });
    if (second.status === 200) return second.data.token;
    tried.push(message.id);
    if (tried.length >= 3) throw new Error(`login code answered ${second.status}: ${second.message}`);
  }
}

/** The owner invites an administrator, who sets a password from the invitation's link. */
export async function addAdministrator(api: Api, mailbox: Mailbox, ownerToken: string, who: Person) {
  const since = new Date();
  ok(
    'invite administrator',
    await api.call('POST', TEAM_PATHS.admins, {
      token: ownerToken,
      body: { firstName: who.firstName, lastName: who.lastName, email: who.email },
    }),
    201,
  );
  const mail = await mailbox.waitFor(who.email, { subject: /^You are invited to/, since });
  const token = new URL(linkIn(mail.textBody, '/admin/verify/')).pathname.split('/').pop() ?? '';
  ok(
    'create password',
    await api.post(AUTH_PATHS.memberCreatePassword, {
      token,
      password: who.password,
      password_confirmation: who.password,
    }),
  );
}

/** Gives the signed-in member the journeys' transaction PIN, unless they have one already. */
export async function ensurePin(api: Api, mailbox: Mailbox, token: string, email: string) {
  const status = ok(
    'pin status',
    await api.call<{ isAccessPinSet: boolean }>('GET', PIN_PATHS.status, { token }),
  );
  if (status.isAccessPinSet) return;
  const since = new Date();
  ok('pin code', await api.call('POST', PIN_PATHS.sendOtp, { token, body: { purpose: 'create-pin' } }));
  const mail = await mailbox.waitFor(email, { subject: /^Your transaction PIN code/, since });
  ok(
    'create pin',
    await api.call('POST', PIN_PATHS.change, {
      token,
      body: { otp: sixDigits(mail.textBody), pin: DEMO_PIN, confirmPin: DEMO_PIN },
    }),
  );
}

export async function addWallet(api: Api, token: string, name: string) {
  return ok(
    'create wallet',
    await api.call<{ _id: string }>('POST', WALLET_PATHS.createAdditional, {
      token,
      body: { name, purpose: 'expense' },
    }),
    201,
  );
}

export async function walletBalance(api: Api, token: string, name: string): Promise<number> {
  const list = ok(
    'wallets',
    await api.call<{ accounts: { name: string; balance: number }[] }>('GET', WALLET_PATHS.accounts, {
      token,
    }),
  );
  const wallet = list.accounts.find((w) => w.name === name);
  if (!wallet) throw new Error(`no wallet named ${name}`);
  return wallet.balance;
}

/**
 * One single transfer of `amount` waiting for the owner's approval: a workflow for that exact amount (named with
 * `naira`) and the transfer sent by a new administrator. A 409 on the workflow means an earlier run of the same
 * file arranged it already (its request is still there), and nothing more is done.
 */
export async function arrangeTransferAwaitingOwner(
  api: Api,
  mailbox: Mailbox,
  options: { amount: number; naira: string; initiator: Person },
) {
  const owner = await signInApi(api, mailbox, DEMO);
  // The owner has a PIN, so the PIN dialog asks for it (whichever journey ran first).
  await ensurePin(api, mailbox, owner, DEMO.email);
  const workflow = await api.call('POST', APPROVAL_PATHS.workflows, {
    token: owner,
    body: {
      name: `Transfers of ${options.naira} ${Date.now().toString(36)}`,
      action: 'transfer.single',
      conditions: { minAmountKobo: options.amount, maxAmountKobo: options.amount },
      stages: [{ name: 'Owner', approvers: { roleIds: ['employer'] }, rule: 'any' }],
    },
  });
  expect([201, 409], workflow.message).toContain(workflow.status);
  if (workflow.status === 409) return;
  await addAdministrator(api, mailbox, owner, options.initiator);
  const token = await signInApi(api, mailbox, options.initiator);
  await ensurePin(api, mailbox, token, options.initiator.email);
  const wallets = await api.call<{ accounts: { _id: string; purpose: string }[] }>(
    'GET',
    WALLET_PATHS.accounts,
    {
      token,
    },
  );
  const main = wallets.data.accounts.find((w) => w.purpose === 'main') ?? wallets.data.accounts[0]!;
  const sent = await api.call('POST', PAYMENTS_PATHS.transferSingle, {
    token,
    body: {
      sourceWalletId: main._id,
      bankCode: '000013',
      accountNumber: '0111222333',
      amount: options.amount,
      pin: DEMO_PIN,
    },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(sent.status, sent.message).toBe(202);
}
