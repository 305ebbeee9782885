// The database of a bench server started by server.ts (`node scripts/start.mjs` with SEED_DEMO): its address, the
// demo business in it, and the set-based employee seed the people benches share. Bench fixtures only: the figures
// are taken through the API.
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Queryable {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

/** The per-session and per-business API limits lifted, so a load run measures the route rather than its 429s. */
export const LIMITS_LIFTED = {
  GLOBAL_RATE_LIMIT_PER_MINUTE: '10000000',
  BUSINESS_RATE_LIMIT_PER_MINUTE: '10000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
} as const;

/** The server's own database, embedded under its data directory. */
export function serverDatabaseUrl(dataDir: string): string {
  const root = path.join(dataDir, 'postgres');
  const port = readFileSync(path.join(root, 'cluster/postmaster.pid'), 'utf8').split('\n')[3]!.trim();
  const password = readFileSync(path.join(root, 'superuser-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/paydesk`;
}

/** The demo employer's business (the one `demoToken` signs in to). */
export async function demoCompanyId(pool: Queryable): Promise<string> {
  const { rows } = await pool.query(
    `select m.company_id as id from company_members m join users u on u.id = m.user_id
     where u.email = 'demo@paydesk.ng' and m.role = 'employer' limit 1`,
  );
  if (!rows[0]) throw new Error('no demo business: was the server started with SEED_DEMO=true?');
  return rows[0].id as string;
}

/**
 * `count` employees in one statement, then analyzed: names 'Seeded<i>', five departments, every tenth disabled
 * (and so in Operations), each with a bank account and a gross pay.
 */
export async function seedEmployees(pool: Queryable, companyId: string, count: number): Promise<void> {
  await pool.query(
    `insert into employees (company_id, first_name, last_name, email, phone_number, staff_id, department,
       bank_code, bank_name, account_number, account_name, gross_pay, status)
     select $1, (array['Ada','Bola','Chidi','Dayo','Emeka','Funke','Garba','Halima'])[1 + i % 8],
       'Seeded' || i, 'seeded' || i || '@bench.paydesk.ng', '+23480' || lpad((i % 100000000)::text, 8, '0'),
       'SEED-' || i, (array['Operations','Sales','Finance','Logistics','Support'])[1 + i % 5],
       '000001', 'STERLING BANK', lpad(i::text, 10, '0'), 'SEEDED ' || i, 15000000 + (i % 100) * 10000,
       case when i % 10 = 0 then 'disabled' else 'active' end
     from generate_series(1, $2::int) as i`,
    [companyId, count],
  );
  await pool.query('analyze employees');
}
