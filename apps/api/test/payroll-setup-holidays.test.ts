// A business's public holidays under payroll configuration: listed by year (its own copy of the national list),
// added, edited and deleted with an audit event each, and the next pay dates of its schedules follow at once; a
// second holiday on one day is a 409, bad input a 400, another business's holiday a 404, and a member without the
// payroll setup permissions a 403, each changing nothing. One business's change never moves another's pay dates.
import {
  PUBLIC_HOLIDAY_MESSAGES as MESSAGES,
  PUBLIC_HOLIDAY_PATHS as P,
  PAYROLL_SETUP_PATHS,
  payScheduleResponse,
  publicHolidayListResponse,
  publicHolidayResponse,
} from '@paydesk/contracts';
import { auditEvents } from '@paydesk/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from './helpers/fixtures.ts';
import { addSchedule } from './helpers/payroll-setup-fixtures.ts';
import { addMember, addRole, api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
let otherToken: string;
let outsiderToken: string;
let viewerToken: string;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await createBusiness(t, { name: 'Makurdi Yams' });
  token = (await signIn(t, owner)).token;
  otherToken = (await signIn(t, await createBusiness(t, { name: 'Gombe Grains' }))).token;
  const noAccess = await addRole(t, owner.companyId, 'Dashboard only', ['dashboard.view']);
  outsiderToken = (await signIn(t, await addMember(t, owner.companyId, { roleId: noAccess }))).token;
  const viewer = await addRole(t, owner.companyId, 'Payroll viewer', [
    'dashboard.view',
    'payroll.setup.view',
  ]);
  viewerToken = (await signIn(t, await addMember(t, owner.companyId, { roleId: viewer }))).token;
});
afterAll(() => t.close());

const list = async (year: number, as = token) =>
  (await t.api.get(api(`${P.publicHolidays}?year=${year}`), { token: as, schema: publicHolidayListResponse }))
    .data;
const nextPayDates = async (id: string, as = token) =>
  (
    await t.api.get(api(withId(PAYROLL_SETUP_PATHS.paySchedule, id)), {
      token: as,
      schema: payScheduleResponse,
    })
  ).data.nextPayDates;

describe('public holidays', () => {
  it("lists a year of the business's own copy of the national holidays, with the years that have any", async () => {
    const y2027 = await list(2027);
    expect(y2027.year).toBe(2027);
    expect(y2027.years).toEqual(expect.arrayContaining([2026, 2027]));
    expect(y2027.holidays.map((h) => h.day)).toContain('2027-06-14');
    expect(y2027.holidays.every((h) => h.day.startsWith('2027-'))).toBe(true);
    const days = y2027.holidays.map((h) => h.day);
    expect(days).toEqual([...days].sort());
    expect((await list(2027, viewerToken)).holidays).toHaveLength(y2027.holidays.length);
  });

  it('adds, edits and deletes a holiday, audited, and the next pay dates follow; another business keeps its own', async () => {
    // Paid on the 14th, moved to the working day before a holiday: 14 June 2027 (Democracy Day) → Friday 11 June.
    const rule = { payDayRule: 'fixed_day' as const, payDay: 14, firstPeriodStart: '2027-06-01' };
    const schedule = await addSchedule(t, token, rule);
    const otherSchedule = await addSchedule(t, otherToken, rule);
    expect((await nextPayDates(schedule._id)).slice(0, 2)).toEqual(['2027-06-11', '2027-07-14']);

    // A company holiday on Wednesday 14 July 2027: July's pay moves to Tuesday 13th.
    const added = await t.api.post(
      api(P.publicHolidays),
      { day: '2027-07-14', name: '  Founders day ' },
      { token, schema: publicHolidayResponse },
    );
    expect(added.status).toBe(201);
    expect((added.body as { message: string }).message).toBe(MESSAGES.created);
    expect(added.data).toMatchObject({ day: '2027-07-14', name: 'Founders day' });
    expect((await nextPayDates(schedule._id)).slice(0, 2)).toEqual(['2027-06-11', '2027-07-13']);

    // Moved to 15 July: July's pay is back on the 14th.
    const edited = await t.api.put(
      api(withId(P.publicHoliday, added.data._id)),
      { day: '2027-07-15', name: 'Founders day' },
      { token, schema: publicHolidayResponse },
    );
    expect(edited.status).toBe(200);
    expect(edited.data.day).toBe('2027-07-15');
    expect((await nextPayDates(schedule._id)).slice(0, 2)).toEqual(['2027-06-11', '2027-07-14']);

    // Democracy Day deleted: June's pay is on the 14th itself.
    const democracy = (await list(2027)).holidays.find((h) => h.day === '2027-06-14')!;
    const deleted = await t.api.delete(api(withId(P.publicHoliday, democracy._id)), { token });
    expect(deleted.status).toBe(200);
    expect((deleted.body as { message: string }).message).toBe(MESSAGES.deleted);
    expect((await list(2027)).holidays.map((h) => h.day)).not.toContain('2027-06-14');
    expect((await nextPayDates(schedule._id)).slice(0, 2)).toEqual(['2027-06-14', '2027-07-14']);

    // The other business's holidays and pay dates did not move.
    expect((await list(2027, otherToken)).holidays.map((h) => h.day)).toContain('2027-06-14');
    expect((await nextPayDates(otherSchedule._id, otherToken)).slice(0, 2)).toEqual([
      '2027-06-11',
      '2027-07-14',
    ]);

    const events = async (targetId: string) =>
      (
        await t.server.database.db
          .select({ action: auditEvents.action })
          .from(auditEvents)
          .where(eq(auditEvents.targetId, targetId))
          .orderBy(asc(auditEvents.seq))
      ).map((e) => e.action);
    expect(await events(added.data._id)).toEqual(['payroll.holiday.create', 'payroll.holiday.update']);
    expect(await events(democracy._id)).toEqual(['payroll.holiday.delete']);
  });

  it('refuses a second holiday on one day with 409, by adding or by moving, and changes nothing', async () => {
    const before = await list(2026);
    const first = before.holidays[0]!;
    const second = before.holidays[1]!;
    const added = await t.api.post(api(P.publicHolidays), { day: first.day, name: 'Again' }, { token });
    expect(added.status).toBe(409);
    expect(added.error.message).toBe(MESSAGES.duplicate);
    const moved = await t.api.put(
      api(withId(P.publicHoliday, second._id)),
      { day: first.day, name: second.name },
      { token },
    );
    expect(moved.status).toBe(409);
    expect(await list(2026)).toEqual(before);
  });

  it('refuses bad input with field messages (400) and changes nothing', async () => {
    const before = await list(2026);
    const bad = await t.api.post(api(P.publicHolidays), { day: '2026-02-30', name: ' ' }, { token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.errors ?? {})).toEqual(expect.arrayContaining(['day', 'name']));
    const extra = await t.api.post(
      api(P.publicHolidays),
      { day: '2026-03-03', name: 'X', companyId: 'x' },
      { token },
    );
    expect(extra.status).toBe(400);
    const badEdit = await t.api.put(
      api(withId(P.publicHoliday, before.holidays[0]!._id)),
      { day: 'tomorrow', name: 'X' },
      { token },
    );
    expect(badEdit.status).toBe(400);
    expect((await t.api.get(api(`${P.publicHolidays}?year=abc`), { token })).status).toBe(400);
    expect(await list(2026)).toEqual(before);
  });

  it("answers another business's holiday with 404 and changes nothing", async () => {
    const theirs = (await list(2026, otherToken)).holidays[0]!;
    const before = await list(2026, otherToken);
    const edit = await t.api.put(
      api(withId(P.publicHoliday, theirs._id)),
      { day: theirs.day, name: 'Mine' },
      { token },
    );
    expect(edit.status).toBe(404);
    expect((await t.api.delete(api(withId(P.publicHoliday, theirs._id)), { token })).status).toBe(404);
    expect(await list(2026, otherToken)).toEqual(before);
  });

  it('needs payroll.setup.view to read and payroll.setup.manage to change (403), changing nothing', async () => {
    const before = await list(2026);
    const one = before.holidays[0]!;
    for (const as of [outsiderToken, viewerToken]) {
      expect(
        (await t.api.post(api(P.publicHolidays), { day: '2026-03-03', name: 'X' }, { token: as })).status,
      ).toBe(403);
      expect(
        (await t.api.put(api(withId(P.publicHoliday, one._id)), { day: one.day, name: 'X' }, { token: as }))
          .status,
      ).toBe(403);
      expect((await t.api.delete(api(withId(P.publicHoliday, one._id)), { token: as })).status).toBe(403);
    }
    expect((await t.api.get(api(P.publicHolidays), { token: outsiderToken })).status).toBe(403);
    expect(await list(2026)).toEqual(before);
  });
});
