import type { Bank } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { banksOrDefault, isDefaultBankList, loadDefaultBanks } from './banks-query.ts';

const served: Bank[] = [
  {
    id: 1,
    institutionCode: '000013',
    institutionName: 'GTBANK PLC',
    v1InstitutionCode: '058',
    category: '2',
    v1InstitutionShortName: 'GTBank',
  },
];

describe('the bank list (spec §3: if the bank list fails to load, a default list is used)', () => {
  it("uses the server's directory when it loads", async () => {
    const list = await banksOrDefault(async () => served);
    expect(list).toEqual(served);
    expect(isDefaultBankList(list)).toBe(false);
  });

  it('falls back to the shipped NIP directory when the load fails', async () => {
    const list = await banksOrDefault(async () => {
      throw new Error('Network Error');
    });
    expect(isDefaultBankList(list)).toBe(true);
    expect(list.length).toBeGreaterThan(300);
    expect(list.find((b) => b.institutionCode === '000013')?.institutionName).toBe('GTBANK PLC');
    expect(list).toEqual(await loadDefaultBanks());
  });
});
