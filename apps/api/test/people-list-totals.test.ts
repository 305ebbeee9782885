// The employee list's totalDocs (issue 10, 100,000 employees): without a search or a group it is read from counts the
// database keeps per status, department and on-demand state; every way an employee is written must keep it equal to
// counting the rows.
import { employeeListResponse, PEOPLE_PATHS } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from './helpers/fixtures.ts';
import { addEmployee } from './helpers/people-fixtures.ts';
import { api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
let companyId: string;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await createBusiness(t, { name: 'Totals Ltd' });
  companyId = owner.companyId;
  token = (await signIn(t, owner)).token;
  // A second business whose employees must never enter the first one's totals.
  const other = await createBusiness(t, { name: 'Other Totals Ltd' });
  await addEmployee(t, (await signIn(t, other)).token, { department: 'Sales' });
});
afterAll(() => t.close());

const FILTERS = [
  '',
  'status=active',
  'status=disabled',
  'status=active,archived',
  'department=Sales',
  'department=Sales&status=disabled',
  'department=sal',
  'onDemand=invited',
  'onDemand=not-invited&department=Ops',
];

/** The same filters counted row by row in SQL (a department matches a part of the name, whatever its case). */
async function countedRows(filter: string): Promise<number> {
  const q = new URLSearchParams(filter);
  const status = q.get('status')?.split(',') ?? null;
  const { rows } = await t.server.database.pool.query(
    `select count(*)::int as n from employees where company_id = $1
       and ($2::text[] is null or status = any($2)) and ($3::text is null or department ilike '%' || $3 || '%')
       and ($4::text is null or on_demand_state = $4)`,
    [companyId, status, q.get('department'), q.get('onDemand')],
  );
  return rows[0].n;
}

async function expectTotalsMatchRows() {
  for (const filter of FILTERS) {
    const res = await t.api.get(`${api(PEOPLE_PATHS.employees)}?${filter}`, {
      token,
      schema: employeeListResponse,
    });
    expect(res.status).toBe(200);
    expect({ filter, total: res.data.totalDocs }).toEqual({ filter, total: await countedRows(filter) });
  }
}

describe('the employee list total', () => {
  it('stays equal to the matching rows through adds, bulk inserts, status and department changes and deletes', async () => {
    const sales = await addEmployee(t, token, { department: 'Sales' });
    const ops = await addEmployee(t, token, { department: 'Ops' });
    const noDepartment = await addEmployee(t, token, { department: undefined });
    await expectTotalsMatchRows();
    expect(await countedRows('')).toBe(3);

    // Set-based writes (a bulk upload's batch, a seed) go through the same statement-level triggers.
    await t.server.database.pool.query(
      `insert into employees (company_id, first_name, last_name, email, phone_number, staff_id, department,
         bank_code, bank_name, account_number, status)
       select $1, 'Bulk', 'Row' || i, 'bulk' || i || '@example.ng', '+2348030000000', 'BULK-' || i,
         (array['Sales','Ops', null])[1 + i % 3], '000001', 'STERLING BANK', '0123456789',
         case when i % 4 = 0 then 'disabled' else 'active' end
       from generate_series(1, 250) as i`,
      [companyId],
    );
    await expectTotalsMatchRows();

    await t.api.post(api(withId(PEOPLE_PATHS.disable, sales._id)), undefined, { token });
    await t.api.post(api(withId(PEOPLE_PATHS.archive, ops._id)), undefined, { token });
    await t.api.post(api(withId(PEOPLE_PATHS.inviteOnDemand, noDepartment._id)), undefined, { token });
    await t.api.patch(
      api(withId(PEOPLE_PATHS.employee, noDepartment._id)),
      { department: 'Sales' },
      { token },
    );
    await t.server.database.pool.query(
      `update employees set status = 'archived', department = 'Ops' where company_id = $1 and staff_id like 'BULK-1%'`,
      [companyId],
    );
    await expectTotalsMatchRows();

    expect((await t.api.delete(api(withId(PEOPLE_PATHS.employee, ops._id)), { token })).status).toBe(200);
    await t.server.database.pool.query(
      `delete from employees where company_id = $1 and staff_id like 'BULK-2%'`,
      [companyId],
    );
    await expectTotalsMatchRows();
    expect(await countedRows('')).toBeGreaterThan(100);
  });
});

describe('the total beside a page', () => {
  const list = async (query: string) =>
    (await t.api.get(`${api(PEOPLE_PATHS.employees)}?${query}`, { token, schema: employeeListResponse }))
      .data;

  it('is the same on every page, on a page past the last, and with a search or no match', async () => {
    for (let i = 0; i < 3; i++) await addEmployee(t, token);
    const all = await countedRows('');
    const first = await list('page=1&limit=2');
    expect(first).toMatchObject({ totalDocs: all, docs: expect.any(Array) });
    expect(first.docs).toHaveLength(2);
    expect((await list('page=2&limit=2')).totalDocs).toBe(all);
    const past = await list('page=999&limit=2');
    expect(past).toMatchObject({ totalDocs: all, totalPages: Math.ceil(all / 2), docs: [] });
    const searched = await list(`search=${encodeURIComponent(first.docs[0]!.staffId)}`);
    expect(searched.totalDocs).toBe(1);
    expect((await list(`page=5&search=${encodeURIComponent(first.docs[0]!.staffId)}`)).totalDocs).toBe(1);
    expect(await list('search=nobody-has-this-name-zz')).toMatchObject({ totalDocs: 0, docs: [] });
  });
});

describe('a search past the matches read at once', () => {
  const list = async (query: string) =>
    (await t.api.get(`${api(PEOPLE_PATHS.employees)}?${query}`, { token, schema: employeeListResponse }))
      .data;
  const countMatching = async (text: string) =>
    (
      await t.server.database.pool.query(
        `select count(*)::int as n from employees where company_id = $1 and search_text like $2`,
        [companyId, `%${text}%`],
      )
    ).rows[0].n as number;

  it('answers the exact total and the right page on both sides of SEARCH_CAP matches', async () => {
    // SEARCH_CAP (1,000) employees match 'capsearch'; two more pass the cap (by more than the one row read past it).
    await t.server.database.pool.query(
      `insert into employees (company_id, first_name, last_name, email, phone_number, staff_id,
         bank_code, bank_name, account_number, created_at)
       select $1, 'Cap', 'Capsearch' || lpad(i::text, 4, '0'), 'capsearch' || i || '@example.ng', '+2348030000000',
         'CAP-' || lpad(i::text, 4, '0'), '000001', 'STERLING BANK', '0123456789', now() - i * interval '1 second'
       from generate_series(1, 1000) as i`,
      [companyId],
    );
    expect(await countMatching('capsearch')).toBe(1000);
    const atCap = await list('search=capsearch&limit=50&page=20&sort=staffId');
    expect(atCap.totalDocs).toBe(1000);
    expect(atCap.docs.map((d) => d.staffId)).toEqual(
      Array.from({ length: 50 }, (_, i) => `CAP-${String(951 + i).padStart(4, '0')}`),
    );

    await addEmployee(t, token, { lastName: 'Capsearch-x', staffId: 'CAP-X' });
    await addEmployee(t, token, { lastName: 'Capsearch-y', staffId: 'CAP-Y' });
    expect(await countMatching('capsearch')).toBe(1002);
    const pastCap = await list('search=capsearch&limit=50&page=21&sort=staffId');
    expect(pastCap).toMatchObject({ totalDocs: 1002, totalPages: 21 });
    expect(pastCap.docs.map((d) => d.staffId)).toEqual(['CAP-X', 'CAP-Y']);
    const newest = await list('search=capsearch&limit=3');
    expect(newest.totalDocs).toBe(1002);
    expect(newest.docs.map((d) => d.staffId)).toEqual(['CAP-Y', 'CAP-X', 'CAP-0001']);
    expect((await list('search=capsearch&limit=50&page=22')).totalDocs).toBe(1002);
  });
});
