import { describe, expect, it } from 'vitest';
import { createSandboxBanking, SANDBOX_ACCOUNTS, SANDBOX_MISMATCH_NAME } from './sandbox-banking.ts';

const banking = createSandboxBanking({ delayMs: 1 });

describe('sandbox banking name enquiry', () => {
  it('answers the same name for the same account, and the expected name when one is given', async () => {
    const first = await banking.nameEnquiry({ bankCode: '058', accountNumber: '0123456789' });
    expect(first).toEqual(await banking.nameEnquiry({ bankCode: '058', accountNumber: '0123456789' }));
    expect(first!.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);
    const named = await banking.nameEnquiry({
      bankCode: '058',
      accountNumber: '0123456789',
      expectedName: 'Ada Obi',
    });
    expect(named).toEqual({ accountName: 'ADA OBI' });
  });

  it('has documented accounts for not found, another name and a timeout', async () => {
    const ask = (accountNumber: string) =>
      banking.nameEnquiry({ bankCode: '058', accountNumber, expectedName: 'Ada Obi' });
    expect(await ask(SANDBOX_ACCOUNTS.notFound)).toBeNull();
    expect(await ask(SANDBOX_ACCOUNTS.nameMismatch)).toEqual({ accountName: SANDBOX_MISMATCH_NAME });
    await expect(ask(SANDBOX_ACCOUNTS.timeout)).rejects.toMatchObject({
      statusCode: 503,
      message: 'Error Validating Account Details',
    });
  });
});
