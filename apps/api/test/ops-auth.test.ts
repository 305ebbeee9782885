// Operators: created by `npm run ops -- create-operator`, signed in with a password and an emailed code, with a
// token of their own kind: a business token never opens /ops routes and an operator token never opens business ones.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  COMPLIANCE_PATHS,
  ErrorCode,
  OPS_PATHS,
  operatorMeResponse,
  operatorPendingLogin,
  operatorSession,
  success,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../src/cli.ts';
import { sqlRows } from './helpers/auth-flows.ts';
import { api, newOperator, OPERATOR_PASSWORD, operatorLogin } from './helpers/compliance.ts';
import { createBusiness, login } from './helpers/fixtures.ts';
import { codeIn, waitForMail } from './helpers/mailbox.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let t: TestApp;
let operator: Awaited<ReturnType<typeof newOperator>>;

beforeAll(async () => {
  t = await startTestApp();
  operator = await newOperator(t);
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('refuses a wrong password or an unknown email with one answer', async () => {
    for (const body of [
      { stage: 1, email: operator.email, password: 'Wrong-password-123' },
      { stage: 1, email: 'nobody@paydesk.ng', password: OPERATOR_PASSWORD },
    ]) {
      const res = await t.api.send('POST', api(OPS_PATHS.login), body);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        code: ErrorCode.invalidCredentials,
        message: 'Invalid email or password',
      });
    }
  });

  it('refuses bad input with field messages', async () => {
    const res = await t.api.send('POST', api(OPS_PATHS.login), { stage: 2, challengeId: 'x', code: '12' });
    expect(res.status).toBe(400);
    expect(res.error.errors).toMatchObject({
      challengeId: ['Start the login again'],
      code: ['Enter the 6-digit code'],
    });
  });

  it('signs in with the password, then the emailed code (once)', async () => {
    const stage1 = await t.api.send(
      'POST',
      api(OPS_PATHS.login),
      {
        stage: 1,
        email: operator.email.toUpperCase(),
        password: OPERATOR_PASSWORD,
      },
      { schema: success(operatorPendingLogin) },
    );
    expect(stage1.status).toBe(200);
    expect(stage1.data).toMatchObject({ stage: 2, email: operator.email });
    await t.server.mailer.deliverPending();
    const mail = await waitForMail(t, operator.email, (m) => m.subject.startsWith('Your console code'));
    const wrong = codeIn(mail) === '111111' ? '222222' : '111111';
    const bad = await t.api.send('POST', api(OPS_PATHS.login), {
      stage: 2,
      challengeId: stage1.data.challengeId,
      code: wrong,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Incorrect code. 4 attempts left.');
    const ok = await t.api.send(
      'POST',
      api(OPS_PATHS.login),
      {
        stage: 2,
        challengeId: stage1.data.challengeId,
        code: codeIn(mail),
      },
      { schema: success(operatorSession) },
    );
    expect(ok.status).toBe(200);
    expect(ok.data.operator).toMatchObject({ email: operator.email, firstName: 'Ada', lastName: 'Obi' });
    expect(ok.data.tokenExpiry).toBeGreaterThan(Date.now());
    const again = await t.api.send('POST', api(OPS_PATHS.login), {
      stage: 2,
      challengeId: stage1.data.challengeId,
      code: codeIn(mail),
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This code has already been used. Sign in again.');
  });

  it('audits operator sign-ins in the platform chain', async () => {
    const rows = await sqlRows(
      t,
      sql`select action, outcome from audit_events where actor_id = ${operator._id} order by created_at`,
    );
    expect(rows.map((r) => `${r.action}:${r.outcome}`)).toEqual(
      expect.arrayContaining(['ops.login:failure', 'ops.login.code-sent:success', 'ops.login:success']),
    );
  });
});

describe('token separation', () => {
  it('an operator token opens /ops routes; signing out ends it', async () => {
    const session = await operatorLogin(t, operator);
    const me = await t.api.get(api(OPS_PATHS.me), { token: session.token, schema: operatorMeResponse });
    expect(me.status).toBe(200);
    expect(me.data.email).toBe(operator.email);
    const out = await t.api.send('POST', api(OPS_PATHS.logout), undefined, { token: session.token });
    expect(out.status).toBe(200);
    expect((await t.api.send('GET', api(OPS_PATHS.me), undefined, { token: session.token })).status).toBe(
      401,
    );
  });

  it('a business token never opens /ops routes', async () => {
    const owner = await createBusiness(t);
    const business = await login(t, owner);
    for (const url of [OPS_PATHS.me, OPS_PATHS.queue, OPS_PATHS.businesses]) {
      const res = await t.api.send('GET', api(url), undefined, { token: business.token });
      expect(res.status, url).toBe(401);
    }
    const link = await t.api.send(
      'POST',
      api(OPS_PATHS.supportLink(owner.companyId)),
      { reason: 'Try to help' },
      { token: business.token },
    );
    expect(link.status).toBe(401);
  });

  it('an operator token never opens business routes', async () => {
    const session = await operatorLogin(t, operator);
    const res = await t.api.send('GET', api(COMPLIANCE_PATHS.progress), undefined, { token: session.token });
    expect(res.status).toBe(401);
  });

  it('a disabled operator is signed out at once', async () => {
    const other = await newOperator(t, { firstName: 'Bola', lastName: 'Ade' });
    const session = await operatorLogin(t, other);
    await t.server.database.db.execute(sql`update operators set status = 'disabled' where id = ${other._id}`);
    expect((await t.api.send('GET', api(OPS_PATHS.me), undefined, { token: session.token })).status).toBe(
      401,
    );
    const again = await t.api.send('POST', api(OPS_PATHS.login), {
      stage: 1,
      email: other.email,
      password: OPERATOR_PASSWORD,
    });
    expect(again.status).toBe(401);
  });
});

// The command as an operator runs it: one real spawn of `npm run ops` (tsx compiles the API's module graph, ~14 s on
// a loaded 2-core machine, so the case gets 60 s for it), which creates an operator from standard input. The refusals
// are about their messages: the same command (runOps, what scripts/ops.mjs exits with) called in this process.
describe('npm run ops -- create-operator', () => {
  const env = () => ({ DATABASE_URL: t.database.url, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
  const run = (args: string[], input?: string) =>
    spawnSync(process.execPath, [path.join(root, 'scripts/ops.mjs'), ...args], {
      cwd: root,
      input,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, ...env() },
    });
  /** runOps with this test's database in the environment it reads; answers its status and what it wrote. */
  const runHere = async (args: string[]) => {
    const saved = Object.fromEntries(Object.keys(env()).map((k) => [k, process.env[k]]));
    Object.assign(process.env, env());
    let stdout = '';
    let stderr = '';
    try {
      const status = await runOps(args, { out: (s) => (stdout += s), err: (s) => (stderr += s) });
      return { status, stdout, stderr };
    } finally {
      for (const [k, v] of Object.entries(saved))
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
    }
  };

  it('creates an operator who can then sign in (password read from standard input)', {
    timeout: 90_000,
  }, async () => {
    const result = run(
      ['create-operator', '--email', 'Kemi.Ops@Paydesk.ng', '--first-name', 'Kemi', '--last-name', 'Adebayo'],
      `${OPERATOR_PASSWORD}\n`,
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Operator created: Kemi Adebayo <kemi.ops@paydesk.ng>');
    const session = await operatorLogin(t, { email: 'kemi.ops@paydesk.ng', password: OPERATOR_PASSWORD });
    expect(session.operator.firstName).toBe('Kemi');
  });

  it('refuses a duplicate email, a weak password and missing names with a clear message', async () => {
    const dup = await runHere([
      'create-operator',
      '--email',
      'kemi.ops@paydesk.ng',
      '--first-name',
      'K',
      '--last-name',
      'A',
      '--password',
      OPERATOR_PASSWORD,
    ]);
    expect(dup.status).toBe(1);
    expect(dup.stderr).toContain('An operator with the email kemi.ops@paydesk.ng already exists.');
    expect(dup.stdout).toBe('');
    const weak = await runHere([
      'create-operator',
      '--email',
      'x@paydesk.ng',
      '--first-name',
      'X',
      '--last-name',
      'Y',
      '--password',
      'short',
    ]);
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('Password must be at least 8 characters');
    const nameless = await runHere([
      'create-operator',
      '--email',
      'x@paydesk.ng',
      '--password',
      OPERATOR_PASSWORD,
    ]);
    expect(nameless.status).toBe(1);
    expect(nameless.stderr).toContain('--first-name is required');
    const operators = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from operators where email = 'x@paydesk.ng'`,
    );
    expect(operators[0]?.n).toBe(0);
  });
});
