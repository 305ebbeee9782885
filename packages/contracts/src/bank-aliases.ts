// The names people call a bank by, which the NIP directory often does not use ("OPay" is PAYCOM, "GTCO" is GTBANK
// PLC, "ALAT" is WEMA BANK). Keyed by NIP institution code, so the directory's rows stay exactly as NIBSS names them;
// every bank picker searches an official name and its aliases together. Codes come only from the shipped NIP
// directory (packages/db/seed/nip-institutions.json): a brand whose institution is missing from it has no entry here.
//   - Moniepoint Microfinance Bank is the former Rolez Microfinance Bank (090405); TEAM APT (110007) is Moniepoint's
//     former company name, listed as a payment service provider.
//   - OPay Digital Services is the former Paycom (100004).
//   - The directory's 2021 batch predates the last two payment service banks licensed by the CBN: MTN's MoMo PSB
//     (120003) and Airtel's SmartCash PSB (120004) are added to it, with their NIP codes as the public bank lists
//     give them (the shared reference data notes that newer PSBs are missing).

export const BANK_ALIASES: Readonly<Record<string, readonly string[]>> = {
  // Commercial banks
  '000001': ['Sterling', 'Sterling Bank', 'OneBank'],
  '000002': ['Keystone', 'Keystone Bank'],
  '000003': ['FCMB', 'First City Monument Bank'],
  '000004': ['UBA', 'United Bank for Africa'],
  '000005': ['Diamond Bank', 'Access (Diamond)'],
  '000006': ['Jaiz', 'Jaiz Bank'],
  '000007': ['Fidelity', 'Fidelity Bank'],
  '000008': ['Polaris', 'Polaris Bank', 'Skye Bank'],
  '000009': ['Citibank', 'Citi'],
  '000010': ['Ecobank', 'Ecobank Nigeria'],
  '000011': ['Unity', 'Unity Bank'],
  '000012': ['Stanbic', 'Stanbic IBTC', 'Stanbic IBTC Bank'],
  '000013': ['GTBank', 'GTCO', 'GT Bank', 'Guaranty Trust Bank', 'Guaranty Trust'],
  '000014': ['Access', 'Access Bank'],
  '000015': ['Zenith', 'Zenith Bank'],
  '000016': ['First Bank', 'FirstBank', 'FBN', 'First Bank of Nigeria'],
  '000017': ['Wema', 'Wema Bank', 'ALAT', 'ALAT by Wema'],
  '000018': ['Union', 'Union Bank', 'Union Bank of Nigeria'],
  '000020': ['Heritage', 'Heritage Bank'],
  '000021': ['Standard Chartered', 'StanChart'],
  '000022': ['SunTrust', 'SunTrust Bank'],
  '000023': ['Providus', 'Providus Bank'],
  '000025': ['Titan', 'Titan Trust', 'Titan Trust Bank'],
  '000026': ['Taj', 'TAJBank'],
  '000027': ['Globus', 'Globus Bank'],
  // Microfinance banks
  '090110': ['VFD', 'VFD Microfinance Bank', 'V Bank', 'VBank'],
  '090175': ['Rubies', 'Rubies Bank'],
  '090198': ['Renmoney'],
  '090267': ['Kuda', 'Kuda Bank'],
  '090325': ['Sparkle'],
  '090328': ['Eyowo'],
  '090405': ['Moniepoint', 'Moniepoint MFB', 'Moniepoint Microfinance Bank'],
  '100026': ['Carbon', 'Carbon MFB', 'Paylater'],
  // Mobile money operators, payment service providers and banks
  '100002': ['Paga'],
  '100004': ['OPay', 'O-Pay', 'OPay Digital Services'],
  '100022': ['GoMoney', 'go money'],
  '100025': ['KongaPay', 'Konga'],
  '100033': ['PalmPay', 'Palm Pay'],
  '110007': ['Moniepoint', 'TeamApt'],
  '120001': ['9PSB', '9mobile PSB', '9 Payment Service Bank'],
  '120002': ['Hope PSB', 'HopePSB'],
  '120003': ['MTN MoMo', 'MoMo', 'MTN MoMo PSB', 'MTN PSB'],
  '120004': ['Airtel SmartCash', 'SmartCash', 'SmartCash PSB', 'Airtel PSB'],
};

/** The aliases of a bank (none when it has no common name besides its official one). */
export const bankAliases = (institutionCode: string): readonly string[] =>
  BANK_ALIASES[institutionCode] ?? [];

/** Lower case, letters and digits only: "G.T. Bank" and "gtbank" are the same search. */
export const normaliseBankName = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');

interface NamedBank {
  institutionCode: string;
  institutionName: string;
  v1InstitutionShortName?: string | null;
}

/** Every name a bank answers to: its official name, its short name and its aliases. */
export function bankNames(bank: NamedBank): string[] {
  return [
    bank.institutionName,
    bank.v1InstitutionShortName ?? '',
    ...bankAliases(bank.institutionCode),
  ].filter((name) => name.trim() !== '');
}

/** True when what was typed is part of the bank's official name, short name or an alias (case and spacing aside). */
export function bankMatchesSearch(bank: NamedBank, search: string): boolean {
  const wanted = normaliseBankName(search);
  if (wanted === '') return true;
  return bankNames(bank).some((name) => normaliseBankName(name).includes(wanted));
}

/**
 * The bank a name stands for, when exactly one does: an exact official name, short name or alias (case and spacing
 * aside). "Moniepoint" names two institutions and resolves to the bank, not the provider.
 */
export function findBankByName<B extends NamedBank>(banks: readonly B[], name: string): B | undefined {
  const wanted = normaliseBankName(name);
  if (wanted === '') return undefined;
  const hits = banks.filter((bank) => bankNames(bank).some((n) => normaliseBankName(n) === wanted));
  if (hits.length <= 1) return hits[0];
  // A brand shared by a bank and a provider (Moniepoint) resolves to the bank, which holds the accounts.
  const banksOnly = hits.filter((bank) => !bank.institutionCode.startsWith('11'));
  return banksOnly.length === 1 ? banksOnly[0] : undefined;
}
