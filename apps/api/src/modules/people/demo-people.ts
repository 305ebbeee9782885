// The demo business's people for `npm start`: employees across departments, statuses and on-demand states, with
// bank accounts from the directory, and a few groups. A Lagos business: its staff live in Lagos and Ogun (one, now
// disabled, in Oyo) and save with three PFAs; each has the Tax ID, PFA and RSA PIN the remittances need. Runs once per business (skipped when it has employees).
import type { Database, employees } from '@paydesk/db';
import { banksOfCodes } from '../banks/index.ts';
import * as demoQ from './demo-people.queries.ts';

type Seed = [
  first: string,
  last: string,
  department: string,
  jobTitle: string,
  state: string,
  grossNaira: number,
  extra?: Partial<typeof employees.$inferInsert>,
];

const PEOPLE: Seed[] = [
  ['Tunde', 'Bakare', 'Kitchen', 'Head chef', 'Lagos', 450_000],
  ['Ngozi', 'Eze', 'Kitchen', 'Sous chef', 'Lagos', 320_000, { onDemandState: 'accepted' }],
  ['Ibrahim', 'Musa', 'Kitchen', 'Cook', 'Ogun', 180_000, { onDemandState: 'invited' }],
  [
    'Chioma',
    'Okeke',
    'Kitchen',
    'Cook',
    'Lagos',
    175_000,
    { onDemandState: 'accepted', withdrawalsPaused: true },
  ],
  [
    'Emeka',
    'Obi',
    'Logistics',
    'Driver',
    'Lagos',
    150_000,
    { onDemandState: 'accepted', earningsStopped: true },
  ],
  ['Yetunde', 'Adeyemi', 'Logistics', 'Dispatch rider', 'Oyo', 120_000, { status: 'disabled' }],
  [
    'Musa',
    'Garba',
    'Logistics',
    'Driver',
    'Ogun',
    150_000,
    { nameCheck: 'mismatch', accountName: 'MUSA DANJUMA' },
  ],
  ['Funmilayo', 'Ogunleye', 'Finance', 'Accountant', 'Lagos', 380_000, { nhf: true }],
  ['Halima', 'Abubakar', 'Finance', 'Payroll officer', 'Lagos', 340_000],
  ['Damilola', 'Olawale', 'Sales', 'Sales lead', 'Lagos', 300_000, { onDemandState: 'invited' }],
  [
    'Babatunde',
    'Adeleke',
    'Sales',
    'Sales associate',
    'Ogun',
    160_000,
    { status: 'archived', exitDate: '2025-12-31' },
  ],
  [
    'Adaeze',
    'Nwosu',
    'Operations',
    'Store manager',
    'Lagos',
    400_000,
    { nameCheck: 'unverified', accountName: '' },
  ],
];

const GROUPS: [name: string, description: string, departments: string[]][] = [
  ['Kitchen staff', 'Everyone who cooks', ['Kitchen']],
  ['Drivers and riders', 'Deliveries across Lagos', ['Logistics']],
  ['Head office', 'Finance and sales', ['Finance', 'Sales']],
];

export async function seedDemoPeople(db: Database, companyId: string): Promise<void> {
  const existing = await demoQ.countEmployees(db, companyId);
  if ((existing?.n ?? 0) > 0) return;
  const banks = await banksOfCodes(db, ['000004', '000007', '000013', '000014', '000016']);
  if (banks.length === 0) return;
  await db.transaction(async (tx) => {
    const rows = await demoQ.insertDemoEmployees(
      tx,
      PEOPLE.map(([firstName, lastName, department, jobTitle, state, grossNaira, extra], i) => {
        const bank = banks[i % banks.length]!;
        return {
          companyId,
          firstName,
          lastName,
          email: `${firstName}.${lastName}@adunnifoods.ng`.toLowerCase(),
          phoneNumber: `+23480${String(31_000_000 + i * 7919).padStart(8, '0')}`,
          staffId: `ADF-${String(i + 1).padStart(3, '0')}`,
          jobTitle,
          department,
          branch: i % 3 === 0 ? 'Ikeja' : 'Victoria Island',
          stateOfResidence: state,
          employmentDate: `202${i % 5}-0${(i % 9) + 1}-01`,
          bankCode: bank.institutionCode,
          bankName: bank.institutionName,
          accountNumber: `30${String(12_345_670 + i * 97).padStart(8, '0')}`,
          accountName: `${firstName} ${lastName}`.toUpperCase(),
          nameCheck: 'matched',
          // What the remittance parties credit them by: a payroll is blocked before approval without them.
          taxId: `${String(24_100_000 + i * 131).padStart(8, '0')}-0001`,
          pfaId: (i % 3) + 1,
          rsaPin: `PEN${String(100_200_300_000 + i * 17).padStart(12, '0')}`,
          grossPay: grossNaira * 100,
          invitedAt: extra?.onDemandState ? new Date() : null,
          ...extra,
        };
      }),
    );
    for (const [name, description, departments] of GROUPS) {
      const group = await demoQ.insertGroup(tx, { companyId, name, description });
      const members = rows.filter((r) => departments.includes(r.department ?? ''));
      if (members.length) {
        await demoQ.insertGroupMembers(
          tx,
          members.map((m) => ({ companyId, groupId: group!.id, employeeId: m.id })),
        );
      }
    }
  });
}
