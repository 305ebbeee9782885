// Each API test file gets its own database cloned from the migrated template; dropped when the file ends.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { withDatabase } from './global-setup.ts';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for the test file: cloned from the migrated template, or with `empty`, one with no schema at
 * all (for tests of the migrations themselves).
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = inject('testAdminUrl');
  const template = inject('testTemplateDatabase');
  const name = `paydesk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      options.empty ? `create database ${name}` : `create database ${name} template ${template}`,
    );
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
