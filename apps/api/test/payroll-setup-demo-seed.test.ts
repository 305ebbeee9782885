// The demo business of `npm start` has a payroll configuration: a month-end schedule, two structures (one with a
// custom deduction) and a pay group holding its active employees — seeded once however often the seed runs.
import {
  employees,
  payGroupEmployees,
  payGroups,
  paySchedules,
  payStructures,
  payStructureVersions,
} from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoBusiness } from '../src/seed/demo.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(() => t.close());

it('seeds a schedule, two structures and a pay group with the demo employees once', async () => {
  const db = t.server.database.db;
  await seedDemoBusiness(db, t.config);
  await seedDemoBusiness(db, t.config);
  expect(await db.select().from(paySchedules)).toHaveLength(1);
  const structures = await db.select().from(payStructures);
  expect(structures.map((s) => s.name).sort()).toEqual(['Management', 'Standard staff']);
  expect(await db.select().from(payStructureVersions)).toHaveLength(2);
  const standard = structures.find((s) => s.name === 'Standard staff')!;
  expect((standard.deductions as { custom_deductions: unknown[] }).custom_deductions).toHaveLength(1);
  const [group] = await db.select().from(payGroups);
  expect(group).toMatchObject({ name: 'All staff', payStructureId: standard.id });
  const active = await db.select().from(employees).where(eq(employees.status, 'active'));
  const members = await db.select().from(payGroupEmployees);
  expect(members.map((m) => m.employeeId).sort()).toEqual(active.map((e) => e.id).sort());
  expect(members.length).toBeGreaterThan(5);
}, 240_000);
