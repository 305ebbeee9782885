// Employees and groups through the API, for the people tests.
import { randomBytes } from 'node:crypto';
import {
  type CreateEmployeeRequest,
  employeeResponse,
  groupResponse,
  PEOPLE_PATHS,
} from '@paydesk/contracts';
import { api } from './team-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** Sterling Bank in the seeded directory. */
export const BANK_CODE = '000001';

export function employeeInput(overrides: Partial<CreateEmployeeRequest> = {}): CreateEmployeeRequest {
  const suffix = randomBytes(3).toString('hex');
  return {
    firstName: 'Amaka',
    lastName: 'Nwosu',
    email: `amaka-${suffix}@example.ng`,
    phoneNumber: '0803 123 4567',
    staffId: `EMP-${suffix}`,
    jobTitle: 'Cashier',
    department: 'Operations',
    stateOfResidence: 'Lagos',
    employmentDate: '2024-02-01',
    bankCode: BANK_CODE,
    // An account of its own (two employees paid into one account block a payroll: the ghost-worker check), and
    // what the remittance parties credit them by.
    accountNumber: `01${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`,
    taxId: `2${String(randomBytes(4).readUInt32BE() % 1_000_000_000).padStart(9, '0')}-0001`,
    pfaId: 1,
    rsaPin: `PEN${String(randomBytes(5).readUIntBE(0, 5) % 1_000_000_000_000).padStart(12, '0')}`,
    grossPay: 25_000_000,
    ...overrides,
  };
}

export async function addEmployee(t: TestApp, token: string, overrides: Partial<CreateEmployeeRequest> = {}) {
  const res = await t.api.post(api(PEOPLE_PATHS.employees), employeeInput(overrides), {
    token,
    schema: employeeResponse,
  });
  if (res.status !== 201) throw new Error(`add employee failed: ${JSON.stringify(res.body)}`);
  return res.data;
}

export async function addGroup(t: TestApp, token: string, name = `Group ${randomBytes(3).toString('hex')}`) {
  const res = await t.api.post(api(PEOPLE_PATHS.groups), { name }, { token, schema: groupResponse });
  if (res.status !== 201) throw new Error(`add group failed: ${JSON.stringify(res.body)}`);
  return res.data;
}
