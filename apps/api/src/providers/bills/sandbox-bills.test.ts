import { describe, expect, it } from 'vitest';
import { createSandboxBills, SANDBOX_BILL_NUMBERS, sandboxToken } from './sandbox-bills.ts';

const bills = createSandboxBills({ delayMs: 1 });
const buy = (customerNumber: string, extra: Partial<Parameters<typeof bills.purchase>[0]> = {}) => ({
  reference: 'BIL-TEST-1',
  category: 'electricity' as const,
  billerCode: 'ikeja-electric',
  productCode: 'prepaid',
  addonCodes: [],
  customerNumber,
  amount: 5_000_00,
  ...extra,
});

describe('sandbox bills provider', () => {
  it('lists the four networks, the distribution companies and the cable billers with plans and addons', async () => {
    expect((await bills.billers('airtime')).map((b) => b.name)).toEqual(['MTN', 'Airtel', 'Glo', '9mobile']);
    expect((await bills.billers('data'))[0]!.products.every((p) => p.price! > 0)).toBe(true);
    expect((await bills.billers('electricity')).length).toBeGreaterThanOrEqual(10);
    const dstv = (await bills.billers('cable-tv')).find((b) => b.code === 'dstv')!;
    expect(dstv.addons.length).toBeGreaterThan(0);
  });

  it('validates a meter with name and address, and has documented numbers for not found and a timeout', async () => {
    const found = await bills.validateCustomer({
      billerCode: 'ikeja-electric',
      productCode: 'prepaid',
      customerNumber: '45012345678',
    });
    expect(found).toMatchObject({ customerNumber: '45012345678' });
    expect(found!.customerName).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(found!.address).toBeTruthy();
    const ask = (customerNumber: string, billerCode = 'ikeja-electric') =>
      bills.validateCustomer({ billerCode, productCode: null, customerNumber });
    expect(await ask(SANDBOX_BILL_NUMBERS.meterNotFound)).toBeNull();
    expect(await ask(SANDBOX_BILL_NUMBERS.smartcardNotFound, 'dstv')).toBeNull();
    await expect(ask(SANDBOX_BILL_NUMBERS.meterTimeout)).rejects.toMatchObject({ statusCode: 503 });
    expect((await ask('7012345678', 'gotv'))!.currentPlan).toMatch(/^GOtv/);
  });

  it('vends a 20-digit token for prepaid electricity, fails and pends the documented numbers', async () => {
    const ok = await bills.purchase(buy('45012345678'));
    expect(ok).toMatchObject({ status: 'successful', token: sandboxToken('BIL-TEST-1'), units: '23.87' });
    expect(ok.token).toMatch(/^\d{20}$/);
    expect((await bills.purchase(buy(SANDBOX_BILL_NUMBERS.meterFails))).status).toBe('failed');
    const pending = buy(SANDBOX_BILL_NUMBERS.meterPending);
    expect((await bills.purchase(pending)).status).toBe('pending');
    expect(await bills.queryPurchase(pending)).toMatchObject({ status: 'successful' });
    const airtime = { category: 'airtime' as const, billerCode: 'mtn', productCode: 'mtn-airtime' };
    expect((await bills.purchase(buy(SANDBOX_BILL_NUMBERS.phoneFails, airtime))).failureReason).toBe(
      'Recharge failed at the network',
    );
    expect((await bills.purchase(buy('08031234567', airtime))).token).toBeNull();
  });
});
