// Authenticates routes that declare config.auth: a valid access token of a live session whose member is still
// active in the business. Loads the member's role (and a custom role's permissions) for the permission check.
import { authSessions, companyMembers, type Database, rolePermissions } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Unauthorized } from '../lib/errors.ts';
import type { AccessTokens } from '../platform/access-tokens.ts';

export function registerAuthContext(app: FastifyInstance, deps: { db: Database; tokens: AccessTokens }) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config?.auth) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw new Unauthorized();
    const claims = await deps.tokens.verify(token);
    // Checked on every call so that logout, reuse detection and deactivation end access at once.
    const [row] = await deps.db
      .select({
        revokedAt: authSessions.revokedAt,
        sessionUserId: authSessions.userId,
        sessionCompanyId: authSessions.companyId,
        supportOperatorId: authSessions.supportOperatorId,
        memberId: companyMembers.id,
        memberStatus: companyMembers.status,
        role: companyMembers.role,
        roleId: companyMembers.roleId,
      })
      .from(authSessions)
      .leftJoin(
        companyMembers,
        and(eq(companyMembers.companyId, claims.companyId), eq(companyMembers.userId, claims.userId)),
      )
      .where(eq(authSessions.id, claims.sessionId));
    // A session belongs to one person in one business: a token naming another business is not this session's.
    if (
      !row ||
      row.revokedAt ||
      row.sessionUserId !== claims.userId ||
      row.sessionCompanyId !== claims.companyId
    )
      throw new Unauthorized();
    if (!row.memberId || row.memberStatus !== 'active' || !row.role) throw new Unauthorized();
    let permissions: string[] = [];
    if (row.role === 'custom' && row.roleId) {
      const granted = await deps.db
        .select({ permission: rolePermissions.permission })
        .from(rolePermissions)
        .where(and(eq(rolePermissions.companyId, claims.companyId), eq(rolePermissions.roleId, row.roleId)));
      permissions = granted.map((g) => g.permission);
    }
    request.auth = {
      userId: claims.userId,
      sessionId: claims.sessionId,
      companyId: claims.companyId,
      memberId: row.memberId,
      role: row.role,
      customPermissions: permissions,
      supportOperatorId: row.supportOperatorId,
    };
  });
}
