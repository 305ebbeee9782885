// The first pages of the wallet history and of the employee list, kept as their answer's bytes until a write may have
// changed them (decision 0014, issue 31). READ_CACHE_MS is a minute here, so only the write clock and the write
// announcements (migrations 0035 and 0060) can make a change show.
import {
  employeeListResponse,
  PEOPLE_PATHS,
  transactionListResponse,
  WALLET_PATHS,
} from '@paydesk/contracts';
import { createDb, type DbHandle, writeClockOf } from '@paydesk/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEmployee, addGroup } from './helpers/people-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, fundThroughLedger, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
let other: WalletOwner;
let elsewhere: DbHandle;
/** Statements run on the app's pool, by name (the prepared page statements are named). */
const reads = new Map<string, number>();
const readsOf = (name: string) => reads.get(name) ?? 0;
const HISTORY_PAGE = 'wallet_history_page_all';
const EMPLOYEE_PAGE = 'people-employee-list:-createdAt';

beforeAll(async () => {
  t = await startTestApp({ encryption: false, env: { READ_CACHE_MS: '60000' } });
  owner = await walletOwner(t, { name: 'Kept Pages Ltd', balance: 10_000_00 });
  other = await walletOwner(t, { name: 'Other Kept Pages Ltd', balance: 3_000_00 });
  elsewhere = createDb(t.database.url, { max: 2 });
  const pool = t.server.database.pool;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    const name = (args[0] as { name?: string } | undefined)?.name;
    if (name) reads.set(name, readsOf(name) + 1);
    return query(...args);
  };
});
afterAll(async () => {
  await elsewhere.close();
  await t.close();
});

const history = async (who: WalletOwner = owner, query = 'page=1&limit=20') =>
  (
    await t.api.get(`${api(WALLET_PATHS.transactions)}?${query}`, {
      token: who.token,
      schema: transactionListResponse,
    })
  ).data;
const employees = async (who: WalletOwner = owner, query = 'page=1&limit=20') =>
  (
    await t.api.get(`${api(PEOPLE_PATHS.employees)}?${query}`, {
      token: who.token,
      schema: employeeListResponse,
    })
  ).data;

describe('the wallet history, first pages', () => {
  it('is answered from memory while nothing is written, the same answer', async () => {
    const first = await history();
    expect(first.totalDocs).toBe(1);
    const before = readsOf(HISTORY_PAGE);
    expect(await Promise.all([history(), history(), history()])).toEqual([first, first, first]);
    expect(readsOf(HISTORY_PAGE)).toBe(before);
  });

  it('keeps each business its own page', async () => {
    const mine = await history();
    const theirs = await history(other);
    expect(theirs.docs.map((d) => d.amount)).toEqual([3_000_00]);
    expect(mine.docs.map((d) => d.amount)).toEqual([10_000_00]);
  });

  it('shows a line committed in this process on the very next read', async () => {
    await history();
    await fundThroughLedger(t, owner.companyId, owner.mainWalletId, 7_500_00);
    const next = await history();
    expect(next.totalDocs).toBe(2);
    expect(next.docs[0]!.amount).toBe(7_500_00);
  });

  it('shows a line committed by another process once it is announced', async () => {
    const start = (await history()).totalDocs;
    await fundThroughLedger(t, owner.companyId, owner.mainWalletId, 2_000_00, elsewhere.db);
    await expect
      .poll(async () => (await history()).totalDocs, { timeout: 1_000, interval: 5 })
      .toBe(start + 1);
  });

  it('does not keep pages past the first few, nor large pages', async () => {
    await history(owner, 'page=4&limit=1');
    await history(owner, 'page=1&limit=100');
    const before = readsOf(HISTORY_PAGE);
    await history(owner, 'page=4&limit=1');
    await history(owner, 'page=1&limit=100');
    expect(readsOf(HISTORY_PAGE)).toBe(before + 2);
  });
});

describe('the employee list, first pages', () => {
  it('is answered from memory while nothing is written, the same answer', async () => {
    await addEmployee(t, owner.token, { firstName: 'Kept' });
    const first = await employees();
    expect(first.docs.map((d) => d.firstName)).toEqual(['Kept']);
    const before = readsOf(EMPLOYEE_PAGE);
    expect(await Promise.all([employees(), employees(), employees()])).toEqual([first, first, first]);
    expect(readsOf(EMPLOYEE_PAGE)).toBe(before);
    expect((await employees(other)).totalDocs).toBe(0);
  });

  it('shows an employee added through the API on the very next read', async () => {
    const start = await employees();
    await addEmployee(t, owner.token, { firstName: 'Added' });
    const next = await employees();
    expect(next.totalDocs).toBe(start.totalDocs + 1);
    expect(next.docs[0]!.firstName).toBe('Added');
  });

  it('shows a change committed by another process once it is announced', async () => {
    const [shown] = (await employees()).docs;
    await elsewhere.pool.query('update employees set first_name = $3 where company_id = $1 and id = $2', [
      owner.companyId,
      shown!._id,
      'Renamed',
    ]);
    await expect
      .poll(async () => (await employees()).docs[0]!.firstName, { timeout: 1_000, interval: 5 })
      .toBe('Renamed');
  });

  it("shows a group membership committed by another process once it is announced (the page's groups)", async () => {
    const group = await addGroup(t, owner.token, 'Night shift');
    const [shown] = (await employees()).docs;
    expect(shown!.groups).toEqual([]);
    await elsewhere.pool.query(
      'insert into employee_group_members (company_id, group_id, employee_id) values ($1, $2, $3)',
      [owner.companyId, group._id, shown!._id],
    );
    await expect
      .poll(async () => (await employees()).docs[0]!.groups.map((g) => g.name), {
        timeout: 1_000,
        interval: 5,
      })
      .toEqual(['Night shift']);
  });

  it('keeps nothing while this process cannot hear other processes', async () => {
    const clock = writeClockOf(t.server.database.pool)!;
    clock.watch(false);
    try {
      await employees();
      const before = readsOf(EMPLOYEE_PAGE);
      await employees();
      await employees();
      expect(readsOf(EMPLOYEE_PAGE)).toBe(before + 2);
    } finally {
      clock.watch(true);
    }
  });
});
