// A payroll business written straight to the database for crash tests and benches: an owner with a PIN and a
// funded main wallet, a standard pay structure, one pay group holding `employees` employees with confirmed bank
// accounts (distinct account numbers), fast (multi-row inserts).
import {
  type Database,
  employees,
  payGroupEmployees,
  payGroups,
  payStructures,
  payStructureVersions,
} from '@paydesk/db';
import { type FundedEmployer, insertFundedEmployer } from './funded-employer.ts';

export const BULK_PIN = '5072';

const STRUCTURE = {
  components: {
    basic: { kind: 'percent', basisPoints: 5_000 },
    housing: { kind: 'percent', basisPoints: 3_000 },
    transport: { kind: 'percent', basisPoints: 2_000 },
    others: [],
  },
  deductions: {
    pension: { base: 'BASIC_HOUSING_AND_TRANSPORT', employeeRate: 800, employerRate: 1_000 },
    nhf: true,
    nhis: null,
    custom_deductions: [],
  },
};

export interface BulkPayrollCompany extends FundedEmployer {
  payGroupId: string;
}

export async function insertPayrollCompany(
  db: Database,
  options: { employees: number; balance: number; name?: string },
): Promise<BulkPayrollCompany> {
  const employer = await insertFundedEmployer(db, {
    name: options.name ?? 'Bulk Payroll Ltd',
    balance: options.balance,
    pin: BULK_PIN,
  });
  const { companyId } = employer;
  const [structure] = await db
    .insert(payStructures)
    .values({ companyId, name: 'Standard', ...STRUCTURE, effectiveFrom: '2026-01-01' })
    .returning();
  await db.insert(payStructureVersions).values({
    companyId,
    payStructureId: structure!.id,
    effectiveFrom: '2026-01-01',
    ...STRUCTURE,
  });
  const [group] = await db
    .insert(payGroups)
    .values({ companyId, name: 'Everyone', payStructureId: structure!.id })
    .returning();
  const departments = ['Operations', 'Sales', 'Finance', 'Engineering', 'People'];
  for (let start = 0; start < options.employees; start += 2_000) {
    const rows = [];
    for (let i = start; i < Math.min(options.employees, start + 2_000); i++)
      rows.push({
        companyId,
        firstName: `Staff${i}`,
        lastName: 'Bulk',
        email: `staff${i}@bulk.example.ng`,
        phoneNumber: `+23480${String(i).padStart(8, '0')}`,
        staffId: `B${String(i).padStart(6, '0')}`,
        department: departments[i % departments.length]!,
        stateOfResidence: i % 3 === 0 ? 'Abuja' : 'Lagos',
        employmentDate: '2024-01-01',
        bankCode: '000013',
        bankName: 'GTBank',
        accountNumber: `06${String(i).padStart(8, '0')}`,
        accountName: `STAFF${i} BULK`,
        nameCheck: 'matched',
        // What the remittance parties credit them by: without these, the run is blocked before approval.
        taxId: `2${String(i).padStart(9, '0')}-0001`,
        pfaId: 1 + (i % 3),
        rsaPin: `PEN${String(100_000_000_000 + i)}`,
        grossPay: 15_000_000 + (i % 50) * 1_000_000,
      });
    const inserted = await db.insert(employees).values(rows).returning({ id: employees.id });
    await db
      .insert(payGroupEmployees)
      .values(inserted.map((e) => ({ companyId, payGroupId: group!.id, employeeId: e.id })));
  }
  return { ...employer, payGroupId: group!.id };
}
