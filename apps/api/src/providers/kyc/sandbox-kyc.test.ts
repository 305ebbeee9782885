import { describe, expect, it } from 'vitest';
import { fullName, namesMatch } from './kyc-provider.ts';
import { createSandboxKyc, SANDBOX_NUMBERS } from './sandbox-kyc.ts';

const kyc = createSandboxKyc({ messaging: { enqueue: async () => {} }, delayMs: 1 });

describe('sandbox KYC', () => {
  it('answers the same record for the same number, with a phone ending in its last 8 digits', async () => {
    const first = await kyc.lookupBvn('22212345678');
    const second = await kyc.lookupBvn('22212345678');
    expect(first).toEqual(second);
    expect(first!.phoneNumber).toMatch(/^0[789][01]12345678$/);
    expect(first!.dateOfBirth).toMatch(/^(19[6-9]\d|20[0-2]\d)-\d{2}-\d{2}$/);
  });

  it('registers the name asked about, except for the mismatch number', async () => {
    const hint = { firstName: 'Ngozi', lastName: 'Okeke' };
    expect(fullName((await kyc.lookupNin('70012345678', hint))!)).toBe('Ngozi Okeke');
    expect(fullName((await kyc.lookupBvn(SANDBOX_NUMBERS.nameMismatch, hint))!)).toBe('Musa Danjuma');
    expect((await kyc.lookupCac('RC1234567', { companyName: 'Eze Ltd' }))!.companyName).toBe('Eze Ltd');
    expect(
      (await kyc.lookupCac(SANDBOX_NUMBERS.cacNameMismatch, { companyName: 'Eze Ltd' }))!.companyName,
    ).not.toBe('Eze Ltd');
  });

  it('has no record for the not-found numbers and times out on the timeout numbers', async () => {
    expect(await kyc.lookupBvn(SANDBOX_NUMBERS.notFound)).toBeNull();
    expect(await kyc.lookupCac('BN0000001')).toBeNull();
    await expect(kyc.lookupNin(SANDBOX_NUMBERS.timeout)).rejects.toMatchObject({ statusCode: 503 });
    await expect(kyc.lookupCac(SANDBOX_NUMBERS.cacTimeout)).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
    });
  });
});

it('compares names without case, accents, order or a middle name', () => {
  expect(namesMatch('ngozi OKEKE', 'Okeke Ngozi Amaka')).toBe(true);
  expect(namesMatch('Adébáyò Ola', 'Adebayo Ola')).toBe(true);
  expect(namesMatch('Ngozi Okeke', 'Musa Danjuma')).toBe(false);
  expect(namesMatch('', 'Musa Danjuma')).toBe(false);
});
