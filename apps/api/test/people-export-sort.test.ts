// The employee export lists the employees in the order the table shows them (issue 30: an export is what the list
// shows): every sort of the contract, both ways, with blank departments, job titles and employment dates, and ties
// of one insert's timestamp, read in batches (the export's keyset) without repeating or skipping anyone.
import { EMPLOYEE_SORTS, employeeListResponse, PEOPLE_PATHS } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamEmployeeRows } from '../src/modules/people/employees.queries.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { api, signIn } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
let companyId: string;

// staff id, first, last, email, phone, job title, department, employment date, gross pay, status, on-demand state
type Person = [
  string,
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  number,
  string,
  string,
];
// biome-ignore format: one table
const PEOPLE: Person[] = [
  ['ORD-05', 'Bisi', 'Adeyemi', 'e@order.ng', '08030000005', 'Cook', 'Kitchen', '2024-01-10', 300_000_00, 'active', 'not-invited'],
  ['ORD-02', 'Chike', 'Obi', 'b@order.ng', '08030000002', null, null, null, 250_000_00, 'active', 'invited'],
  ['ORD-07', 'Amina', 'Adeyemi', 'g@order.ng', '08030000001', 'Cook', 'Kitchen', '2024-01-10', 300_000_00, 'disabled', 'not-invited'],
  ['ORD-01', 'Dayo', 'Eze', 'a@order.ng', '08030000007', null, 'Sales', null, 180_000_00, 'active', 'not-invited'],
  ['ORD-04', 'Efe', 'Okon', 'd@order.ng', '08030000003', 'Driver', null, '2023-06-01', 120_000_00, 'active', 'not-invited'],
  ['ORD-06', 'Femi', 'Bello', 'f@order.ng', '08030000006', 'Driver', 'Admin', '2025-03-15', 400_000_00, 'disabled', 'invited'],
  ['ORD-03', 'Gbenga', 'Musa', 'c@order.ng', '08030000004', 'Accountant', 'Admin', null, 220_000_00, 'active', 'not-invited'],
];

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await createBusiness(t, { name: 'Ordered Kitchens Ltd' });
  companyId = owner.companyId;
  token = (await signIn(t, owner)).token;
  // Two inserts: the rows of each share one created_at, so the sorts that tie by it fall back to the id.
  for (const rows of [PEOPLE.slice(0, 4), PEOPLE.slice(4)]) {
    const values: unknown[] = [companyId];
    const tuples = rows.map((person) => {
      const at = values.length + 1;
      values.push(...person);
      const p = (i: number) => `$${at + i}`;
      return `($1, ${p(0)}, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}::date, ${p(8)}::bigint,
        ${p(9)}, ${p(10)}, '000001', 'STERLING BANK', '01' || right(${p(0)}, 2) || '345678')`;
    });
    await t.server.database.pool.query(
      `insert into employees (company_id, staff_id, first_name, last_name, email, phone_number, job_title, department,
         employment_date, gross_pay, status, on_demand_state, bank_code, bank_name, account_number)
       values ${tuples.join(', ')}`,
      values,
    );
  }
});
afterAll(() => t.close());

const listed = async (sort: string) => {
  const res = await t.api.get(`${api(PEOPLE_PATHS.employees)}?sort=${sort}&limit=100`, {
    token,
    schema: employeeListResponse,
  });
  expect(res.status).toBe(200);
  return res.data.docs.map((e) => e.staffId);
};

async function streamed(sort: (typeof EMPLOYEE_SORTS)[number], batch: number) {
  const staffIds: string[] = [];
  for await (const rows of streamEmployeeRows(t.server.database.db, companyId, {}, batch, sort))
    staffIds.push(...rows.map((e) => e.staffId));
  return staffIds;
}

describe('the employee export', () => {
  it('reads every sort in the list’s order, two rows a batch, everyone once', async () => {
    for (const sort of EMPLOYEE_SORTS) {
      const order = await listed(sort);
      expect(order, sort).toHaveLength(PEOPLE.length);
      expect(await streamed(sort, 2), sort).toEqual(order);
      expect(await streamed(sort, 3), sort).toEqual(order);
    }
  });

  it('downloads the employees in the sort the table shows, with its filters', async () => {
    for (const sort of ['-department', 'jobTitle', 'employmentDate', '-grossPay']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${api(PEOPLE_PATHS.employeesExport)}?sort=${sort}&format=csv`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      const staffIds = res.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
      expect(staffIds, sort).toEqual(await listed(sort));
    }
    const filtered = await t.app.inject({
      method: 'GET',
      url: `${api(PEOPLE_PATHS.employeesExport)}?sort=-name&status=active&format=csv`,
      headers: { authorization: `Bearer ${token}` },
    });
    // The active ones, last name going down: Okon, Obi, Musa, Eze, Adeyemi.
    expect(
      filtered.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]),
    ).toEqual(['ORD-04', 'ORD-02', 'ORD-03', 'ORD-01', 'ORD-05']);
  });

  it('refuses a sort it does not know, and exports nothing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${api(PEOPLE_PATHS.employeesExport)}?sort=salary&format=csv`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
  });
});
