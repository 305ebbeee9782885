// The demo business's remittance parties for `npm start`: the revenue service of every state its employees live
// in (Lagos, Ogun, Oyo), each pension fund administrator they save with, and FMBN (NHF), the HMO (NHIA), NSITF and ITF — so every
// remittance of the demo's payrolls has somewhere to go. Collection accounts as verification would have recorded
// them (the account name is the party's). Runs once per business (skipped when it has a party).
import type { Database } from '@paydesk/db';
import { banksOfCodes, listPensionProviders } from '../../banks/index.ts';
import * as q from '../setup.queries.ts';

// biome-ignore format: a table
const STATE_SERVICES: [state: string, name: string][] = [
  ['Lagos', 'Lagos State Internal Revenue Service'],
  ['Ogun', 'Ogun State Internal Revenue Service'],
  ['Oyo', 'Oyo State Board of Internal Revenue'],
];

// biome-ignore format: a table
const NATIONAL: [kind: 'fmbn' | 'hmo' | 'nsitf' | 'itf', name: string][] = [
  ['fmbn', 'Federal Mortgage Bank of Nigeria (NHF)'],
  ['hmo', 'Hygeia HMO'],
  ['nsitf', 'Nigeria Social Insurance Trust Fund'],
  ['itf', 'Industrial Training Fund'],
];

/** The demo's PFAs are the first three of the list (people's demo gives its employees PFA ids 1 to 3). */
const DEMO_PFA_IDS = [1, 2, 3];

export async function seedDemoRemittanceParties(db: Database, companyId: string): Promise<void> {
  if ((await q.listRemittanceParties(db, companyId, { page: 1, limit: 1 })).total > 0) return;
  const banks = await banksOfCodes(db, ['000013', '000014', '000016', '000015']);
  if (banks.length === 0) return;
  const pfas = await listPensionProviders(db, DEMO_PFA_IDS);
  const account = (i: number, name: string) => {
    const bank = banks[i % banks.length]!;
    return {
      bankCode: bank.institutionCode,
      bankName: bank.institutionName,
      accountNumber: `10${String(40_000_000 + i * 7_919).padStart(8, '0')}`,
      accountName: name.toUpperCase(),
    };
  };
  const parties = [
    ...STATE_SERVICES.map(([state, name]) => ({ kind: 'state_irs', name, state, pfaId: null })),
    ...pfas.map((p) => ({ kind: 'pfa', name: p.name, state: null, pfaId: p.id })),
    ...NATIONAL.map(([kind, name]) => ({ kind, name, state: null, pfaId: null })),
  ];
  await db.transaction(async (tx) => {
    for (const [i, party] of parties.entries())
      await q.insertRemittanceParty(tx, { companyId, ...party, ...account(i, party.name) });
  });
}
