// How every table of the schema is placed on a Citus cluster (issue 31, decision 0025). The one classification:
// `packages/db/test/schema-distribution.test.ts` reads the migrated schema and fails on a table in no class, on a
// tenant key or foreign key without the business id, and on a foreign key Citus refuses; `citusPlan()` turns it
// into the statements `docs/scale-out.md` shows (`npm run ops -- citus-plan`).
//
// Tenant tables are not listed: every table with `company_id` that no list below names is distributed by
// `company_id`, co-located with `companies` (distributed by `id`). Its `company_id` is NOT NULL, and its primary key,
// unique constraints and unique indexes, and foreign keys to other tenant tables all include it.
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export const DISTRIBUTION_COLUMN = 'company_id';
/** Distributed by its own `id`; every tenant table is co-located with it. */
export const COLOCATION_TABLE = 'companies';

/**
 * Where a table that is not distributed lives: `reference` — a copy on every node (tenant tables may have foreign
 * keys to it, writes go to every node); `local` — on the coordinator only, added to Citus' metadata so it joins with
 * reference tables and is reached through the coordinator (tenant tables may not reference it).
 */
export type Placement = 'reference' | 'local';

export interface TableClass {
  placement: Placement;
  reason: string;
}

/** The same for every business: read by all, written by operators or the seed. */
export const REFERENCE_TABLES: Record<string, TableClass> = {
  financial_institutions: {
    placement: 'reference',
    reason: 'NIP bank list, seeded; joined by every business',
  },
  pension_fund_administrators: { placement: 'reference', reason: 'PFA list, seeded; employees reference it' },
  public_holidays: {
    placement: 'reference',
    reason: 'Nigerian public holidays, the same for every business',
  },
  transfer_fee_bands: {
    placement: 'reference',
    reason: 'platform fee schedule (company_id null) with a few per-business overrides, read together',
  },
};

/**
 * A person's identity, across the businesses they belong to: users, their sessions, tokens and codes. A
 * `company_id` here is the business the person is working in now (a session switches business), not an owner.
 */
export const USER_SCOPED_TABLES: Record<string, TableClass> = {
  users: {
    placement: 'reference',
    reason: 'a person, member of many businesses; tenant tables reference it',
  },
  auth_sessions: { placement: 'local', reason: 'a login; company_id is the current business and switches' },
  refresh_tokens: { placement: 'local', reason: 'refresh tokens of an auth session, looked up by hash' },
  login_challenges: {
    placement: 'local',
    reason: 'stage 1 of a login, before any business is chosen for good',
  },
  email_verifications: { placement: 'local', reason: "confirmation of a person's email" },
  password_resets: { placement: 'local', reason: "a person's password reset" },
  password_tokens: { placement: 'local', reason: 'one-time set-password links, looked up by hash' },
  phone_changes: {
    placement: 'local',
    reason: "a person's new phone number; company_id is the current business",
  },
  transaction_pins: { placement: 'local', reason: "a person's PIN, one across their businesses" },
  transaction_pin_codes: {
    placement: 'local',
    reason: 'codes to set a PIN; company_id is the current business',
  },
  staff_login_codes: {
    placement: 'local',
    reason: 'staff sign-in codes keyed by what was typed, before a business',
  },
  auth_throttles: {
    placement: 'local',
    reason: 'failed-attempt counters keyed by email or IP, not by business',
  },
};

/** The platform's own tables: the operator console, platform-wide runs, the sandbox rails, mail. */
export const PLATFORM_TABLES: Record<string, TableClass> = {
  operators: { placement: 'reference', reason: 'platform staff; tenant tables reference them (reviewed_by)' },
  operator_sessions: { placement: 'local', reason: 'operator console logins' },
  operator_login_challenges: { placement: 'local', reason: 'operator console login codes' },
  support_links: { placement: 'local', reason: 'an operator opening a business as support (cross-business)' },
  reconciliation_runs: { placement: 'local', reason: 'platform reconciliation across every business' },
  sandbox_bank_transfers: { placement: 'local', reason: "the sandbox banking rail's own books, not ours" },
  sandbox_funding_payments: { placement: 'local', reason: "the sandbox funding rail's own books, not ours" },
  message_outbox: {
    placement: 'local',
    reason: 'one mail queue drained by the workers; company_id optional',
  },
  dev_mailbox: { placement: 'local', reason: 'what the dev transport delivered; never in production' },
  rate_limit_windows: { placement: 'local', reason: 'rate-limit leases shared by every API process' },
};

/**
 * Looked up by a value alone, without the business (callbacks, tokens, wallet-to-wallet). Unique per business in
 * the schema (Citus cannot enforce more on a distributed table); unique everywhere by how the value is made. On
 * Citus each lookup is a query to every shard until the value carries its business (decision 0025).
 */
export const GLOBAL_LOOKUPS: Record<string, string> = {
  'ledger_accounts.account_number':
    'wallet_account_serial_seq on the coordinator; funding and wallet-to-wallet',
  'transfers.reference': 'random; the banking rail calls back with it',
  'bill_payments.reference': 'random; the bills rail calls back with it',
  'funding_requests.(provider, provider_reference)':
    "the funding rail's reference; its callback carries only it",
  'api_keys.secret_hash': '256-bit random secret; each public API request',
  'staff_invitations.token_hash': 'random token in the emailed link',
  'staff_sessions.id': 'uuid in the staff access token',
  'staff_refresh_tokens.token_hash': 'random token; staff refresh',
};

/** Outside `public`, on the coordinator, never distributed: drizzle's journal and pg-boss' queues. */
export const COORDINATOR_SCHEMAS = ['drizzle', 'pgboss'] as const;

export type TableKind = 'distributed' | 'reference' | 'user-scoped' | 'platform';

export interface ClassifiedTable {
  kind: TableKind;
  placement: Placement | 'distributed';
}

/** The class of a table, or undefined when it is in none (no company_id and in no list). */
export function classify(table: string, hasCompanyId: boolean): ClassifiedTable | undefined {
  const listed: [TableKind, Record<string, TableClass>][] = [
    ['reference', REFERENCE_TABLES],
    ['user-scoped', USER_SCOPED_TABLES],
    ['platform', PLATFORM_TABLES],
  ];
  for (const [kind, list] of listed) {
    const entry = list[table];
    if (entry) return { kind, placement: entry.placement };
  }
  if (table === COLOCATION_TABLE || hasCompanyId) return { kind: 'distributed', placement: 'distributed' };
  return undefined;
}

/** The tables of the Drizzle schema, with whether they have company_id and the tables their foreign keys name. */
export function schemaTables(): { name: string; hasCompanyId: boolean; references: string[] }[] {
  const tables: { name: string; hasCompanyId: boolean; references: string[] }[] = [];
  for (const value of Object.values(schema)) {
    if (!isPgTable(value)) continue;
    const config = getTableConfig(value);
    if (config.schema && config.schema !== 'public') continue;
    tables.push({
      name: config.name,
      hasCompanyId: config.columns.some((c) => c.name === DISTRIBUTION_COLUMN),
      references: config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name),
    });
  }
  return tables.sort((a, b) => a.name.localeCompare(b.name));
}

function isPgTable(value: unknown): value is PgTable {
  return is(value, PgTable);
}

/**
 * The statements that place the migrated schema on Citus, in order: reference tables (tenant tables reference
 * them), `companies`, the tenant tables (a table after the tenant tables it references), then the coordinator-local
 * tables. Run on the coordinator, once, after the migrations.
 */
export function citusPlan(tables = schemaTables()): string[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const kinds = new Map(tables.map((t) => [t.name, classify(t.name, t.hasCompanyId)]));
  const unclassified = tables.filter((t) => !kinds.get(t.name)).map((t) => t.name);
  if (unclassified.length) throw new Error(`tables in no class: ${unclassified.join(', ')}`);
  const of = (placement: string) =>
    tables.filter((t) => kinds.get(t.name)?.placement === placement).map((t) => t.name);

  const reference = orderByReferences(of('reference'), byName);
  const distributed = orderByReferences(
    of('distributed').filter((name) => name !== COLOCATION_TABLE),
    byName,
  );
  return [
    ...reference.map((name) => `select create_reference_table('${name}');`),
    `select create_distributed_table('${COLOCATION_TABLE}', 'id');`,
    ...distributed.map(
      (name) =>
        `select create_distributed_table('${name}', '${DISTRIBUTION_COLUMN}', colocate_with => '${COLOCATION_TABLE}');`,
    ),
    // Creating a reference table may already have added the local tables that reference it (Citus does so when the
    // coordinator is in the metadata); the rest are added here.
    ...of('local').map(
      (name) =>
        `select citus_add_local_table_to_metadata('${name}') where not exists (select from pg_dist_partition where logicalrelid = '${name}'::regclass);`,
    ),
  ];
}

/** Names sorted so that a table comes after the tables of the same group it references (then by name). */
function orderByReferences(names: string[], byName: Map<string, { references: string[] }>): string[] {
  const group = new Set(names);
  const done = new Set<string>();
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (done.has(name) || path.has(name)) return;
    path.add(name);
    for (const target of [...(byName.get(name)?.references ?? [])].sort()) {
      if (group.has(target) && target !== name) visit(target, path);
    }
    path.delete(name);
    done.add(name);
    ordered.push(name);
  };
  for (const name of [...names].sort()) visit(name, new Set());
  return ordered;
}
