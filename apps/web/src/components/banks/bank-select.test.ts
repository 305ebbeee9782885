import type { Bank } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { bankFilter, bankOptions } from './bank-select.ts';
import { loadDefaultBanks } from './banks-query.ts';

const search = async (text: string) => {
  const options = bankOptions((await loadDefaultBanks()) as Bank[]);
  return bankFilter({ options, search: text, limit: 1000 }).map((o) => ('label' in o ? o.label : ''));
};

describe('bank pickers search official names and common names together', () => {
  it.each([
    ['OPay', 'PAYCOM'],
    ['opay', 'PAYCOM'],
    ['Moniepoint', 'Rolez Microfinance Bank'],
    ['PalmPay', 'PALMPAY'],
    ['Kuda', 'KUDA MICROFINANCE BANK'],
    ['GTCO', 'GTBANK PLC'],
    ['GTBank', 'GTBANK PLC'],
    ['Guaranty Trust', 'GTBANK PLC'],
    ['First Bank', 'FIRST BANK OF NIGERIA'],
    ['UBA', 'UNITED BANK FOR AFRICA'],
    ['ALAT', 'WEMA BANK'],
    ['Stanbic', 'STANBICIBTC BANK'],
    ['VFD', 'VFD MFB'],
    ['Carbon', 'CARBON'],
    ['Paga', 'PAGA'],
    ['zenith', 'ZENITH BANK PLC'],
    ['MTN MoMo', 'MoMo PSB'],
    ['SmartCash', 'SmartCash Payment Service Bank'],
    ['Airtel', 'SmartCash Payment Service Bank'],
  ])('"%s" finds %s', async (text, name) => {
    expect(await search(text)).toContain(name);
  });

  it('still finds banks by their official name, in any case and spacing', async () => {
    expect(await search('paycom')).toEqual(['PAYCOM']);
    expect(await search('stanbic ibtc')).toContain('STANBICIBTC BANK');
  });

  it('an empty search lists the whole directory', async () => {
    expect(await search('')).toHaveLength(318);
  });
});
