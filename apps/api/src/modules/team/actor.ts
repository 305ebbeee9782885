// Who did it, for audit events and messages: the signed-in member (and the operator when support signed in).
import { type Executor, users } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../plugins/route-config.ts';
import type { AuditActor, AuditContext } from '../audit/audit.service.ts';

/** The signed-in member plus the request's IP and user agent. */
export interface Caller extends AuthContext {
  meta: AuditContext;
}

export interface CallerView {
  actor: AuditActor;
  name: string;
  firstName: string;
  /** Goes into every audit event's metadata of a support session. */
  support: Record<string, unknown>;
}

export async function describeCaller(db: Executor, caller: Caller): Promise<CallerView> {
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, caller.userId));
  const name = user ? `${user.firstName} ${user.lastName}` : 'A member';
  return {
    actor: { type: 'user', id: caller.userId, label: name },
    name,
    firstName: user?.firstName ?? '',
    support: caller.supportOperatorId ? { supportOperatorId: caller.supportOperatorId } : {},
  };
}
