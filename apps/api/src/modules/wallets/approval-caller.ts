// The caller an approved request runs as: its initiator, with no request origin (the approval job runs it).
import type { Caller } from '../../http/route-kit.ts';
import type { ExecutionContext } from '../approvals/index.ts';

export function executionCaller(ctx: ExecutionContext): Caller {
  return {
    ip: null,
    userAgent: null,
    auth: {
      userId: ctx.requestedBy.userId,
      memberId: ctx.requestedBy.memberId,
      companyId: ctx.companyId,
      sessionId: '',
      role: '',
      customPermissions: [],
      supportOperatorId: null,
    },
  };
}
