// Who did it, for audit events and messages: the signed-in member (and the operator when support signed in).
import type { Executor } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import type { AuditActor } from '../../platform/audit/audit.service.ts';
import { actorOf } from '../../platform/audit/audit-actor.ts';
import { userName } from './members.queries.ts';

export interface CallerView {
  actor: AuditActor;
  name: string;
  firstName: string;
  /** Goes into every audit event's metadata of a support session: the member the operator acts for. */
  support: Record<string, unknown>;
}

export async function describeCaller(db: Executor, caller: Caller): Promise<CallerView> {
  const user = await userName(db, caller.auth.userId);
  // In a support session the operator is the actor, by name (one rule, in audit-actor.ts).
  const actor = await actorOf(db, caller.auth);
  const name = caller.auth.supportOperatorId
    ? (actor.label ?? 'Paydesk support')
    : user
      ? `${user.firstName} ${user.lastName}`
      : 'A member';
  return {
    actor,
    name,
    firstName: user?.firstName ?? '',
    support: caller.auth.supportOperatorId ? { onBehalfOf: caller.auth.userId } : {},
  };
}
