// Architecture rule 13: bad input gets a 4xx with a clear message, never a 5xx. Junk of every kind goes to every
// sign-in endpoint, through the envelope and around it.
import { AUTH_PATHS, CHANNEL } from '@paydesk/contracts';
import { authSessions } from '@paydesk/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../src/platform/access-tokens.ts';
import { api, registerOwner } from './helpers/auth-flows.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const POSTS = [
  AUTH_PATHS.signup,
  AUTH_PATHS.verifyEmailCode,
  AUTH_PATHS.verifyAccount,
  AUTH_PATHS.resendVerification,
  AUTH_PATHS.createBusinessPassword,
  AUTH_PATHS.login,
  AUTH_PATHS.resendLoginCode,
  AUTH_PATHS.refresh,
  AUTH_PATHS.forgotPassword,
  AUTH_PATHS.resetPassword,
  AUTH_PATHS.memberCreatePassword,
  AUTH_PATHS.memberResetPassword,
  AUTH_PATHS.logout,
];

const FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'stage',
  'otp',
  'code',
  'challengeId',
  'channel',
  'ipAddress',
  'refreshToken',
  'resetPin',
  'token',
  'id',
  'activationToken',
  'firstName',
  'lastName',
  'phoneNumber',
  'jobTitle',
  'companyName',
  'businessType',
];
const every = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const nested = (depth: number): unknown => (depth === 0 ? 'bottom' : { email: nested(depth - 1) });

const JUNK: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['a number', 42],
  ['a string', 'email=owner@example.com'],
  ['an empty array', []],
  ['an array of mixed values', [1, 'a', null, { email: 'a@b.co' }]],
  ['an empty object', {}],
  ['every field null', every(null)],
  ['every field a number', every(123456)],
  ['every field a huge number', every(1e308)],
  ['every field negative', every(-123456)],
  ['every field an array', every(['a@b.co'])],
  ['every field an object', every({ $gt: '' })],
  ['every field a boolean', every(false)],
  ['every field an empty string', every('')],
  ['every field a 20 000-character string', every('x'.repeat(20_000))],
  ['every field with a NUL character', every('Ada\u0000Obi')],
  ['every field with a lone UTF-16 surrogate', every('Ada\ud800Obi')],
  ['every field with emoji and right-to-left text', every('💸 مرحبا 🇳🇬')],
  ['every field SQL-looking', every("' or 1=1; drop table users; --")],
  ['a stage as a string', { stage: '1', email: 'a@b.co', password: 'x', channel: CHANNEL }],
  ['an object nested 200 deep', nested(200)],
  ['a prototype-polluting key', JSON.parse('{"constructor":{"prototype":{"admin":true}},"email":"a@b.co"}')],
];

describe.each([true, false])('junk never yields a 5xx (encryption %s)', (encryption) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof registerOwner>>;
  beforeAll(async () => {
    t = await startTestApp({ encryption });
    owner = await registerOwner(t);
  });
  afterAll(() => t.close());

  /** A live session of its own for each request, so that a junk logout that succeeds does not end the next one's. */
  async function freshToken() {
    const [session] = await t.server.database.db
      .insert(authSessions)
      .values({ userId: owner.userId, companyId: owner.companyId, channel: CHANNEL })
      .returning();
    const tokens = createAccessTokens(t.config.APP_SECRET, 900);
    return (
      await tokens.sign({
        userId: owner.userId,
        sessionId: session!.id,
        companyId: owner.companyId,
        role: 'employer',
      })
    ).token;
  }

  it.each(JUNK)('%s, sent to every sign-in endpoint, gets a 4xx in the error shape', async (_name, body) => {
    for (const path of POSTS) {
      const response = await t.api.send('POST', api(path), body, { token: await freshToken() });
      expect(
        response.status,
        `${path} answered ${response.status}: ${JSON.stringify(response.body)}`,
      ).toBeLessThan(500);
      if (response.status >= 400)
        expect(response.body).toMatchObject({
          error: true,
          message: expect.any(String),
          code: expect.any(String),
        });
    }
  });

  it('well-formed requests with a NUL character in a free-text field get a 4xx and change nothing', async () => {
    const NUL = '\u0000';
    const requests: [string, unknown][] = [
      [
        AUTH_PATHS.signup,
        {
          firstName: `Ada${NUL}`,
          lastName: 'Obi',
          email: 'ada.obi@example.com',
          phoneNumber: '08031234567',
          jobTitle: 'CEO',
          companyName: 'Obi Ltd',
          businessType: 'registered business',
        },
      ],
      [
        AUTH_PATHS.signup,
        {
          firstName: 'Ada',
          lastName: 'Obi',
          email: 'ada.obi@example.com',
          phoneNumber: '08031234567',
          jobTitle: `C${NUL}EO`,
          companyName: `Obi${NUL} Ltd`,
          businessType: 'registered business',
        },
      ],
      [
        AUTH_PATHS.login,
        {
          stage: 1,
          email: owner.email,
          password: owner.password,
          ipAddress: `10.0.0.1${NUL}`,
          channel: CHANNEL,
        },
      ],
      [
        AUTH_PATHS.login,
        { stage: 1, email: owner.email, password: `${owner.password}${NUL}`, channel: CHANNEL },
      ],
      [AUTH_PATHS.refresh, { refreshToken: `${NUL}`.repeat(43), channel: CHANNEL }],
      [
        AUTH_PATHS.memberCreatePassword,
        {
          token: `${NUL}`.repeat(43),
          password: `Long-Enough-${NUL}`,
          password_confirmation: `Long-Enough-${NUL}`,
        },
      ],
    ];
    for (const [path, body] of requests) {
      const response = await t.api.send('POST', api(path), body);
      expect(
        response.status,
        `${path} answered ${response.status}: ${JSON.stringify(response.body)}`,
      ).toBeLessThan(500);
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    const named = await t.api.send('POST', api(AUTH_PATHS.signup), requests[0]![1]);
    expect(named.body).toEqual({
      error: true,
      message: 'Validation Errors',
      code: 'VALIDATION_ERROR',
      errors: { firstName: ['Contains a character that is not allowed'] },
    });
    const created = await t.server.database.db.query.users.findFirst({
      where: (u, { eq }) => eq(u.email, 'ada.obi@example.com'),
    });
    expect(created).toBeUndefined();
  });

  it('junk sent as raw JSON, around the envelope, to every sign-in endpoint is never a 5xx', async () => {
    for (const [, body] of JUNK) {
      for (const path of POSTS) {
        const response = await t.app.inject({
          method: 'POST',
          url: api(path),
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${await freshToken()}` },
        });
        expect(response.statusCode, `${path} answered ${response.statusCode}: ${response.body}`).toBeLessThan(
          500,
        );
      }
    }
  });
});
