// The demo business of `npm start` has people: employees with varied statuses, departments and on-demand states,
// bank accounts from the directory, and groups — seeded once however often the seed runs.
import { employeeGroupMembers, employeeGroups, employees } from '@paydesk/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoBusiness } from '../src/seed/demo.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(() => t.close());

it('seeds the demo business with employees and groups once', async () => {
  const db = t.server.database.db;
  await seedDemoBusiness(db, t.config);
  await seedDemoBusiness(db, t.config);
  const people = await db.select().from(employees);
  expect(people).toHaveLength(12);
  expect(new Set(people.map((p) => p.status))).toEqual(new Set(['active', 'disabled', 'archived']));
  expect(new Set(people.map((p) => p.onDemandState))).toEqual(
    new Set(['not-invited', 'invited', 'accepted']),
  );
  expect(new Set(people.map((p) => p.nameCheck))).toEqual(new Set(['matched', 'mismatch', 'unverified']));
  expect(new Set(people.map((p) => p.department)).size).toBeGreaterThanOrEqual(4);
  expect(
    people.every((p) => /^\+234[789][01]\d{8}$/.test(p.phoneNumber) && /^\d{10}$/.test(p.accountNumber)),
  ).toBe(true);
  expect(await db.select().from(employeeGroups)).toHaveLength(3);
  expect((await db.select().from(employeeGroupMembers)).length).toBeGreaterThan(6);
}, 240_000);
