// Processes of a scaled-out deployment may start at the same moment on a new database: their migrations (and the
// seeding a start does after them) take turns, so every one comes up, where two at once used to trip over each other.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runMigrations } from '../src/migrate.ts';
import { withDatabase } from '../src/testing/global-setup.ts';

const name = `paydesk_at_once_${randomBytes(4).toString('hex')}`;
const adminQuery = async (text: string) => {
  const admin = new pg.Client({ connectionString: inject('testAdminUrl') });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
};

beforeAll(() => adminQuery(`create database ${name}`));
afterAll(() => adminQuery(`drop database if exists ${name} with (force)`));

describe('three processes starting at once on a new database', () => {
  it('all migrate without error, and their seeding runs one at a time after the migrations', async () => {
    const url = withDatabase(inject('testAdminUrl'), name);
    let seeding = 0;
    let most = 0;
    const seed = async () => {
      seeding += 1;
      most = Math.max(most, seeding);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        // The schema is all there by the time any seeding runs.
        await client.query('select count(*) from ledger_accounts');
      } finally {
        await client.end();
        seeding -= 1;
      }
      return 'seeded';
    };
    const results = await Promise.allSettled([
      runMigrations(url, seed),
      runMigrations(url, seed),
      runMigrations(url, seed),
    ]);
    expect(results).toEqual(Array(3).fill({ status: 'fulfilled', value: 'seeded' }));
    expect(most).toBe(1);
  });
});
