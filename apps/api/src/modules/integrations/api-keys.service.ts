// API keys of a business (employer only, spec §6): create (the secret answered once), list, read, edit, revoke and
// rotate (a new secret once; the old one stops at once). Every change is audited; no answer, log or audit event
// holds a secret after the answer that made it.
import type { ApiKey, ApiKeyWithSecret, apiKeyInput, RailsMode } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../http/route-kit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { endOfLagosDayInstant, lastDayOf, newSecret, statusOf } from './api-key-secrets.ts';
import * as q from './api-keys.queries.ts';

type Input = z.output<typeof apiKeyInput>;
export interface ApiKeysDeps {
  db: Database;
  /** The server's rails: they choose the prefix of the secrets it issues. */
  rails: RailsMode;
}

const NOT_FOUND = 'API key';

export function apiKeyView(row: q.ApiKeyRow & { creatorName?: string | null }): ApiKey {
  return {
    _id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    allowedIps: row.allowedIps,
    expiresOn: row.expiresAt ? lastDayOf(row.expiresAt) : null,
    status: statusOf(row),
    createdBy: row.creatorName ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The expiry instant of the form's last day; a day already past is refused. */
function expiryOf(input: Input): Date | null {
  if (!input.expiresOn) return null;
  if (input.expiresOn < lagosDay())
    throw new ValidationFailed({ expiresOn: ['Choose today or a later day'] });
  return endOfLagosDayInstant(input.expiresOn);
}

/** What the audit log keeps of a key: never its secret or hash. */
const auditFacts = (row: q.ApiKeyRow) => ({
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  allowedIps: row.allowedIps,
  expiresOn: row.expiresAt ? lastDayOf(row.expiresAt) : null,
});

export async function createApiKey(
  deps: ApiKeysDeps,
  caller: Caller,
  input: Input,
): Promise<ApiKeyWithSecret> {
  const { companyId, memberId } = caller.auth;
  const expiresAt = expiryOf(input);
  const secret = newSecret(deps.rails);
  const row = await deps.db.transaction(async (tx) => {
    const created = await q.insertApiKey(tx, {
      companyId,
      name: input.name,
      prefix: secret.prefix,
      secretHash: secret.secretHash,
      scopes: input.scopes,
      allowedIps: input.allowedIps,
      expiresAt,
      createdBy: memberId,
    });
    await recordCallerAudit(tx, caller, {
      action: 'integrations.api-key.create',
      target: { type: 'api-key', id: created.id },
      outcome: 'success',
      metadata: auditFacts(created),
    });
    return created;
  });
  return { ...apiKeyView(row), secret: secret.secret };
}

export async function listKeys(
  deps: ApiKeysDeps,
  companyId: string,
  paging: { page: number; limit: number },
) {
  const { rows, totalDocs } = await q.listApiKeys(deps.db, companyId, paging);
  return {
    docs: rows.map(apiKeyView),
    totalDocs,
    page: paging.page,
    limit: paging.limit,
    totalPages: Math.ceil(totalDocs / paging.limit),
  };
}

export async function getKey(deps: ApiKeysDeps, companyId: string, id: string): Promise<ApiKey> {
  const row = await q.findApiKey(deps.db, companyId, id);
  if (!row) throw new NotFound(NOT_FOUND);
  return apiKeyView(row);
}

/** Locks a live key of the caller's business for a change: another business's id is a 404, a revoked key a 409. */
async function lockLiveKey(tx: Parameters<typeof q.lockApiKey>[0], caller: Caller, id: string) {
  const row = await q.lockApiKey(tx, caller.auth.companyId, id);
  if (!row) throw new NotFound(NOT_FOUND);
  if (row.revokedAt) throw new Conflict('This API key is revoked');
  return row;
}

export async function updateKey(
  deps: ApiKeysDeps,
  caller: Caller,
  id: string,
  input: Input,
): Promise<ApiKey> {
  const expiresAt = expiryOf(input);
  await deps.db.transaction(async (tx) => {
    const before = await lockLiveKey(tx, caller, id);
    const after = await q.updateApiKey(tx, caller.auth.companyId, id, {
      name: input.name,
      scopes: input.scopes,
      allowedIps: input.allowedIps,
      expiresAt,
    });
    await recordCallerAudit(tx, caller, {
      action: 'integrations.api-key.update',
      target: { type: 'api-key', id },
      outcome: 'success',
      metadata: { before: auditFacts(before), after: auditFacts(after) },
    });
  });
  return getKey(deps, caller.auth.companyId, id);
}

export async function revokeKey(deps: ApiKeysDeps, caller: Caller, id: string): Promise<ApiKey> {
  await deps.db.transaction(async (tx) => {
    const row = await lockLiveKey(tx, caller, id);
    await q.updateApiKey(tx, caller.auth.companyId, id, { revokedAt: new Date() });
    await recordCallerAudit(tx, caller, {
      action: 'integrations.api-key.revoke',
      target: { type: 'api-key', id },
      outcome: 'success',
      metadata: { name: row.name, prefix: row.prefix },
    });
  });
  return getKey(deps, caller.auth.companyId, id);
}

export async function rotateKey(deps: ApiKeysDeps, caller: Caller, id: string): Promise<ApiKeyWithSecret> {
  const secret = newSecret(deps.rails);
  await deps.db.transaction(async (tx) => {
    const row = await lockLiveKey(tx, caller, id);
    await q.updateApiKey(tx, caller.auth.companyId, id, {
      prefix: secret.prefix,
      secretHash: secret.secretHash,
    });
    await recordCallerAudit(tx, caller, {
      action: 'integrations.api-key.rotate',
      target: { type: 'api-key', id },
      outcome: 'success',
      metadata: { name: row.name, previousPrefix: row.prefix, prefix: secret.prefix },
    });
  });
  return { ...(await getKey(deps, caller.auth.companyId, id)), secret: secret.secret };
}
