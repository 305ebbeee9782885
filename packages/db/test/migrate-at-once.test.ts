// Processes of a scaled-out deployment may start at the same moment on a new database: their migrations (and the
// seeding a start does after them) take turns, so every one comes up, where two at once used to trip over each other.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(() => database?.drop());

describe('three processes starting at once on a new database', () => {
  it('all migrate without error, and their seeding runs one at a time after the migrations', async () => {
    const { url } = database;
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
