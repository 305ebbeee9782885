// The employee list (issue 29): every column with data sorts on the server both ways, stably (ties by the added
// date, then the id); the page size is the caller's up to 100; a bad sort or page size is a 400 that says why; the
// department filter matches a part of the name whatever its case, its wildcards literally.
import { EMPLOYEE_SORTS, employeeListResponse, PEOPLE_PATHS } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from './helpers/fixtures.ts';
import { addEmployee } from './helpers/people-fixtures.ts';
import { api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
/** The employees' ids by letter, added in the order A, B, C, D. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await createBusiness(t, { name: 'Sorted Kitchens Ltd' });
  token = (await signIn(t, owner)).token;
  const people = {
    A: {
      firstName: 'Zainab',
      lastName: 'Bello',
      staffId: 'SRT-03',
      department: 'Kitchen',
      email: 'c@sorted.ng',
      phoneNumber: '08030000002',
      jobTitle: 'Cook',
    },
    B: {
      firstName: 'Yusuf',
      lastName: 'Adamu',
      staffId: 'SRT-01',
      department: 'Sales',
      email: 'd@sorted.ng',
      phoneNumber: '08030000001',
      jobTitle: 'Sales lead',
    },
    C: {
      firstName: 'Xavier',
      lastName: 'Okon',
      staffId: 'SRT-02',
      department: 'Kitchen',
      email: 'a@sorted.ng',
      phoneNumber: '08030000004',
      jobTitle: 'Cook',
    },
    D: {
      firstName: 'Ada',
      lastName: 'Eze',
      staffId: 'SRT-04',
      department: 'Admin',
      email: 'b@sorted.ng',
      phoneNumber: '08030000003',
      jobTitle: 'Accountant',
    },
  };
  for (const [letter, person] of Object.entries(people))
    ids[letter] = (await addEmployee(t, token, person))._id;
  await t.api.post(api(withId(PEOPLE_PATHS.disable, ids.B!)), undefined, { token });
  await t.api.post(api(withId(PEOPLE_PATHS.inviteOnDemand, ids.C!)), undefined, { token });
  // Another business's kitchen never shows.
  const other = await createBusiness(t, { name: 'Other Kitchens Ltd' });
  await addEmployee(t, (await signIn(t, other)).token, { department: 'Kitchen' });
});
afterAll(() => t.close());

const list = (query: string) =>
  t.api.get(`${api(PEOPLE_PATHS.employees)}?${query}`, { token, schema: employeeListResponse });

const letters = (docs: { _id: string }[]) =>
  docs.map((e) => Object.keys(ids).find((letter) => ids[letter] === e._id)).join('');

/** Ascending order of each sort over A (Kitchen, active), B (Sales, disabled), C (Kitchen, invited), D (Admin). */
const ASCENDING: Record<string, string> = {
  name: 'BADC', // Adamu, Bello, Eze, Okon
  staffId: 'BCAD',
  department: 'DACB', // Admin, Kitchen (A then C, as added), Sales
  status: 'ACDB', // active (as added), disabled
  onDemand: 'CABD', // invited, not-invited (as added)
  createdAt: 'ABCD',
  // The contacts directory's columns.
  email: 'CDAB',
  phone: 'BADC',
  jobTitle: 'DACB', // Accountant, Cook (A then C, as added), Sales lead
};

describe('sorting the employee list', () => {
  for (const [column, ascending] of Object.entries(ASCENDING)) {
    it(`sorts by ${column} ascending and descending, the one the reverse of the other`, async () => {
      const up = await list(`sort=${column}`);
      expect(up.status).toBe(200);
      expect(letters(up.data.docs)).toBe(ascending);
      const down = await list(`sort=-${column}`);
      expect(letters(down.data.docs)).toBe([...ascending].reverse().join(''));
    });
  }

  it('pages through equal values without repeating or skipping anyone', async () => {
    for (const sort of ['department', '-department', 'status', '-onDemand']) {
      const whole = letters((await list(`sort=${sort}`)).data.docs);
      let paged = '';
      for (let page = 1; page <= 4; page++)
        paged += letters((await list(`sort=${sort}&limit=1&page=${page}`)).data.docs);
      expect(paged, sort).toBe(whole);
    }
  });

  it('offers every sort of the contract', async () => {
    for (const sort of EMPLOYEE_SORTS) expect((await list(`sort=${sort}`)).status, sort).toBe(200);
  });

  it('answers an unknown sort with a 400 naming the sorts it takes', async () => {
    for (const sort of ['salary', 'name;drop', '--name', 'Name']) {
      const res = await list(`sort=${encodeURIComponent(sort)}`);
      expect(res.status, sort).toBe(400);
      expect(res.error.message).toBe('Validation Errors');
      expect(res.error.errors?.sort?.[0]).toMatch(/^Sort must be one of name, -name, staffId, /);
    }
  });
});

describe('the page size', () => {
  it('is the caller’s up to 100, and 20 when not given', async () => {
    expect((await list('')).data.limit).toBe(20);
    const small = await list('limit=2&sort=name');
    expect(small.data).toMatchObject({ limit: 2, totalDocs: 4, totalPages: 2 });
    expect(letters(small.data.docs)).toBe('BA');
    expect(letters((await list('limit=2&page=2&sort=name')).data.docs)).toBe('DC');
    expect((await list('limit=100')).data).toMatchObject({ limit: 100, totalPages: 1 });
  });

  it('refuses a size over 100, under 1 or not a whole number, and says why', async () => {
    const cases: [string, RegExp][] = [
      ['101', /at most 100/],
      ['0', /at least 1/],
      ['-5', /at least 1/],
      ['2.5', /whole number/],
      ['ten', /must be a number/],
    ];
    for (const [limit, message] of cases) {
      const res = await list(`limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(res.error.errors?.limit?.[0], limit).toMatch(message);
    }
  });
});

describe('the department filter', () => {
  it('matches a part of the name whatever its case', async () => {
    for (const part of ['kitch', 'KITCHEN', 'itche', 'Kitchen']) {
      const res = await list(`department=${part}&sort=createdAt`);
      expect(letters(res.data.docs), part).toBe('AC');
      expect(res.data.totalDocs, part).toBe(2);
    }
    expect(letters((await list('department=a&sort=createdAt')).data.docs)).toBe('BD'); // Sales, Admin
    expect((await list('department=Bakery')).data.totalDocs).toBe(0);
  });

  it('matches %, _ and \\ literally', async () => {
    for (const wildcard of ['%', '_', '\\', 'K%n', 'K_tchen'])
      expect((await list(`department=${encodeURIComponent(wildcard)}`)).data.totalDocs, wildcard).toBe(0);
  });

  it('combines with the status filter and the sort', async () => {
    const res = await list('department=KIT&status=active&sort=-name');
    expect(letters(res.data.docs)).toBe('CA');
    expect(res.data.totalDocs).toBe(2);
  });
});
