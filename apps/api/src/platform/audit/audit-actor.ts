// Who did it, for the audit events of signed-in requests: the member, or — in a support session — the operator,
// by name. Every module records request-made events through recordCallerAudit so this rule lives in one place.
import { type Database, type Executor, operators, users } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../http/route-kit.ts';
import type { AuthContext } from '../../plugins/route-config.ts';
import { type AuditActor, type AuditEventInput, recordAudit } from './audit.service.ts';

export const SUPPORT_LABEL = 'Paydesk support';

/** How the audit log names an API key acting through the public API. */
export const apiKeyLabel = (name: string) => `API key "${name}"`;

export async function actorOf(
  db: Executor,
  auth: Pick<AuthContext, 'userId' | 'supportOperatorId' | 'apiKey'>,
): Promise<AuditActor> {
  if (auth.apiKey) return { type: 'api-key', id: auth.apiKey.id, label: apiKeyLabel(auth.apiKey.name) };
  if (auth.supportOperatorId) {
    const [operator] = await db
      .select({ firstName: operators.firstName, lastName: operators.lastName })
      .from(operators)
      .where(eq(operators.id, auth.supportOperatorId));
    const name = operator ? `${operator.firstName} ${operator.lastName}` : 'Operator';
    return { type: 'operator', id: auth.supportOperatorId, label: `${name} (${SUPPORT_LABEL})` };
  }
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, auth.userId));
  return { type: 'user', id: auth.userId, label: user ? `${user.firstName} ${user.lastName}` : null };
}

/** Records an event of the caller's business, in the caller's transaction, with the right actor. */
export async function recordCallerAudit(
  tx: Executor,
  caller: Caller,
  event: Omit<AuditEventInput, 'actor' | 'companyId' | 'ip' | 'userAgent'> & { companyId?: string },
): Promise<void> {
  const { auth } = caller;
  await recordAudit(tx, {
    ...event,
    companyId: event.companyId ?? auth.companyId,
    ip: caller.ip ?? null,
    userAgent: caller.userAgent ?? null,
    actor: await actorOf(tx, auth),
    metadata:
      auth.supportOperatorId || auth.apiKey ? { ...event.metadata, onBehalfOf: auth.userId } : event.metadata,
  });
}

/** For refusals: the request's own transaction rolled back, so the event gets a transaction of its own. */
export function recordCallerAuditNow(
  db: Database,
  caller: Caller,
  event: Parameters<typeof recordCallerAudit>[2],
): Promise<void> {
  return db.transaction((tx) => recordCallerAudit(tx, caller, event));
}
