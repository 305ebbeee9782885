// Vitest global setup for API tests: one real PostgreSQL per run (embedded, or TEST_DATABASE_URL), and a
// migrated, seeded template database that each test file clones in a few milliseconds.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../client.ts';
import { NOT_DURABLE_SETTINGS, startEmbeddedPostgres } from '../embedded.ts';
import { runMigrations } from '../migrate.ts';
import { seedReferenceData } from '../seed.ts';

export const TEMPLATE_DATABASE = 'paydesk_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    testAdminUrl: string;
    testTemplateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  let adminUrl: string;
  let teardown = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paydesk-test-pg-'));
    const server = await startEmbeddedPostgres({ dataDir, settings: NOT_DURABLE_SETTINGS });
    adminUrl = server.adminUrl;
    teardown = async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DATABASE);
  await runMigrations(templateUrl);
  const handle = createDb(templateUrl, { max: 1 });
  await seedReferenceData(handle.db);
  await handle.close();
  const { prepareJobSchema } = await import('./job-schema.ts');
  await prepareJobSchema(templateUrl);

  project.provide('testAdminUrl', adminUrl);
  project.provide('testTemplateDatabase', TEMPLATE_DATABASE);
  return teardown;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
