import { AUTH_PATHS } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBusiness, DEMO_LOGIN } from '../src/seed/demo.ts';
import { codeIn, waitForMail } from './helpers/mailbox.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const api = (path: string) => `/api${path}`;

describe.each([true, false])('two-stage login (encryption %s)', (encryption) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ encryption });
    await seedDemoBusiness(t.server.database.db);
  });
  afterAll(() => t.close());

  it('stage 1 answers a pending stage 2 and emails a 6-digit code; stage 2 returns the session', async () => {
    const stage1 = await t.call('POST', api(AUTH_PATHS.login), { stage: 1, ...DEMO_LOGIN, ipAddress: '10.0.0.1', channel: 'business-web' });
    expect(stage1.status).toBe(200);
    expect(stage1.body.data).toMatchObject({ stage: 2, email: DEMO_LOGIN.email });
    expect(stage1.body.data.token).toBeUndefined();
    if (encryption) expect(Object.keys(stage1.raw as object).sort()).toEqual(['encryptedValue', 'iv']);

    const mail = await waitForMail(t, DEMO_LOGIN.email, (m) => m.subject.startsWith('Your login code'));
    const stage2 = await t.call('POST', api(AUTH_PATHS.login), {
      stage: 2,
      ...DEMO_LOGIN,
      otp: codeIn(mail),
      challengeId: stage1.body.data.challengeId,
      channel: 'business-web',
    });
    expect(stage2.status).toBe(200);
    expect(stage2.body.data).toMatchObject({
      name: 'Adunni Okafor',
      employer: { companyName: 'Adunni Foods Ltd', adminVerify: true, accountType: 'main', userType: 'employer' },
      company: { companyType: 'registered business' },
      member: { isPasswordSet: true },
    });
    expect(stage2.body.data.tokenExpiry).toBeGreaterThan(Date.now());
  });
});
