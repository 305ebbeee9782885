// API keys of a business for its own systems (the public API under /api/v1). Only the SHA-256 of the secret is
// stored: the secret itself is shown once, when the key is created or rotated.
import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { companies, companyMembers } from './companies.ts';

export const apiKeys = pgTable(
  'api_keys',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    name: text('name').notNull(),
    /** The first characters of the secret (e.g. "pdk_live_3f9a1c"), shown in lists to tell keys apart. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole secret; the secret is never stored. */
    secretHash: text('secret_hash').notNull(),
    /** Permissions of the catalogue this key may use. */
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    /** CIDRs the key may be used from; empty means any address. */
    allowedIps: text('allowed_ips').array().notNull().default(sql`'{}'::text[]`),
    expiresAt: at('expires_at'),
    createdBy: uuid('created_by').notNull(),
    lastUsedAt: at('last_used_at'),
    lastUsedIp: text('last_used_ip'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // Unique per business (Citus); unique everywhere as the hash of a random secret (decision 0025).
    uniqueIndex('api_keys_secret_hash_key').on(t.companyId, t.secretHash),
    index('api_keys_secret_hash_idx').on(t.secretHash),
    index('api_keys_company_created_idx').on(t.companyId, t.createdAt),
    foreignKey({
      columns: [t.companyId, t.createdBy],
      foreignColumns: [companyMembers.companyId, companyMembers.id],
    }),
  ],
);
