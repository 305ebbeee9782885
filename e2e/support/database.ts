// The run's database (the server's embedded PostgreSQL on E2E_DATA_DIR, as `npm run ops` finds it), for the few
// things the API cannot arrange: moving time, or a business verified before a detail was collected.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const root = path.join(process.env.E2E_DATA_DIR!, 'postgres');
  const port = Number(readFileSync(path.join(root, 'cluster', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = readFileSync(path.join(root, 'superuser-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'paydesk' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
