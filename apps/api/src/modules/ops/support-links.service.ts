// Support sign-in: an operator makes a signed, single-use link to a business that expires in 5 minutes
// (/ep-admin/login/{payload}); opening it starts a business session as the owner, marked with the operator, so that
// every action in it is audited with the operator's name.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  SUPPORT_LINK_TTL_MINUTES,
  SUPPORT_LOGIN_PAGE,
  type SupportSession,
} from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import { BadRequest, Conflict, NotFound } from '../../lib/errors.ts';
import { generateToken } from '../../lib/secrets.ts';
import { transact } from '../../lib/transaction.ts';
import type { AccessTokens } from '../../platform/access-tokens.ts';
import { type AuditContext, recordAudit } from '../../platform/audit/audit.service.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { buildLoginSession, findUserById, openAuthSession, type SessionSettingsOf } from '../auth/index.ts';
import { companyDetails, membershipDirectory } from '../businesses/index.ts';
import { findOwners } from '../compliance/index.ts';
import { loadSessionAccess } from '../team/index.ts';
import { type OperatorContext, operatorName } from './operator-context.ts';
import * as operatorsQ from './operators.queries.ts';

export interface SupportDeps {
  db: Database;
  config: Pick<AppConfig, 'APP_SECRET' | 'PUBLIC_URL' | 'REFRESH_TOKEN_TTL_SECONDS'>;
  tokens: AccessTokens;
  /** The settings of other modules the session shows (wired by module-context.ts: ops sits below them). */
  sessionSettings: SessionSettingsOf;
  onEffectError?: (error: unknown) => void;
}

/** A support session lasts an hour at most, however long business refresh tokens live. */
const SUPPORT_SESSION_SECONDS = 3600;

const signature = (secret: string, body: string) =>
  createHmac('sha256', createHmac('sha256', secret).update('paydesk:support-link').digest())
    .update(body)
    .digest('base64url');

export function signSupportPayload(secret: string, linkId: string, expiresAt: Date): string {
  const body = Buffer.from(JSON.stringify({ l: linkId, e: expiresAt.getTime() })).toString('base64url');
  return `${body}.${signature(secret, body)}`;
}

const INVALID = 'This support link is invalid.';

/** The link id of a payload whose signature holds; anything else is an invalid link. */
export function readSupportPayload(secret: string, payload: string): { linkId: string; expiresAt: number } {
  const [body, mac, extra] = payload.split('.');
  if (!body || !mac || extra !== undefined) throw new BadRequest(INVALID, ErrorCode.invalidToken);
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new BadRequest(INVALID, ErrorCode.invalidToken);
  try {
    const { l, e } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      l: unknown;
      e: unknown;
    };
    if (typeof l !== 'string' || typeof e !== 'number') throw new Error('shape');
    return { linkId: l, expiresAt: e };
  } catch {
    throw new BadRequest(INVALID, ErrorCode.invalidToken);
  }
}

export async function createSupportLink(
  deps: SupportDeps,
  operator: OperatorContext,
  meta: AuditContext,
  companyId: string,
  reason: string,
) {
  const company = await companyDetails(deps.db, companyId);
  if (!company) throw new NotFound('Business');
  const expiresAt = new Date(Date.now() + SUPPORT_LINK_TTL_MINUTES * 60_000);
  const link = await deps.db.transaction(async (tx) => {
    const [owner] = await findOwners(tx, companyId);
    if (!owner) throw new Conflict('This business has no active owner to sign in as.');
    const row = await operatorsQ.insertSupportLink(tx, {
      operatorId: operator.operatorId,
      companyId,
      reason,
      expiresAt,
    });
    await recordAudit(tx, {
      ...meta,
      companyId,
      actor: {
        type: 'operator',
        id: operator.operatorId,
        label: `${operatorName(operator)} (Paydesk support)`,
      },
      action: 'support.link.create',
      target: { type: 'support-link', id: row!.id },
      outcome: 'success',
      metadata: { reason },
    });
    return row!;
  });
  const path = `${SUPPORT_LOGIN_PAGE}/${signSupportPayload(deps.config.APP_SECRET, link.id, expiresAt)}`;
  return { url: `${deps.config.PUBLIC_URL}${path}`, path, expiresAt: expiresAt.toISOString() };
}

/** Opens a support link: single use, within 5 minutes, by an operator who is still active. */
export async function supportLogin(
  deps: SupportDeps,
  payload: string,
  meta: AuditContext & { channel: string },
): Promise<SupportSession> {
  const { linkId } = readSupportPayload(deps.config.APP_SECRET, payload);
  const refreshToken = generateToken();
  const opened = await transact(
    deps.db,
    async (tx) => {
      const link = await operatorsQ.lockSupportLink(tx, linkId);
      if (!link) throw new BadRequest(INVALID, ErrorCode.invalidToken);
      if (link.usedAt)
        throw new BadRequest('This support link has already been used.', ErrorCode.invalidToken);
      if (link.expiresAt.getTime() < Date.now())
        throw new BadRequest('This support link has expired. Create a new one.', ErrorCode.codeExpired);
      const operator = await operatorsQ.findOperator(tx, link.operatorId);
      if (operator?.status !== 'active') throw new BadRequest(INVALID, ErrorCode.invalidToken);
      const [owner] = await findOwners(tx, link.companyId);
      const membership = owner
        ? await membershipDirectory.membershipOf(tx, link.companyId, owner.userId)
        : undefined;
      const user = owner ? await findUserById(tx, owner.userId) : undefined;
      if (!membership || !user) throw new Conflict('This business has no active owner to sign in as.');
      await operatorsQ.markSupportLinkUsed(tx, link.id);
      const { session } = await openAuthSession(tx, {
        userId: user.id,
        companyId: link.companyId,
        channel: meta.channel,
        supportOperatorId: operator.id,
        ip: meta.ip,
        userAgent: meta.userAgent,
        refreshTtlSeconds: Math.min(deps.config.REFRESH_TOKEN_TTL_SECONDS, SUPPORT_SESSION_SECONDS),
        refreshToken,
      });
      const name = operatorName(operator);
      await notify(tx, {
        companyId: link.companyId,
        recipients: [user.id],
        kind: 'support.login',
        message: `${name} from Paydesk support signed in to your business to help: ${link.reason}`,
        subject: { firstName: operator.firstName, lastName: operator.lastName },
      });
      await recordAudit(tx, {
        ...meta,
        companyId: link.companyId,
        actor: { type: 'operator', id: operator.id, label: `${name} (Paydesk support)` },
        action: 'support.login',
        target: { type: 'session', id: session.id },
        outcome: 'success',
        metadata: { onBehalfOf: user.id, supportLinkId: link.id, reason: link.reason },
      });
      return { user, membership, sessionId: session.id, operatorName: name };
    },
    deps.onEffectError,
  );
  const login = await buildLoginSession(deps.tokens, {
    user: opened.user,
    member: opened.membership.member,
    company: opened.membership.company,
    sessionId: opened.sessionId,
    refreshToken,
    access: await loadSessionAccess(deps.db, opened.membership),
    settings: await deps.sessionSettings(deps.db, opened.membership.company.id),
  });
  return { ...login, support: { operatorName: opened.operatorName } };
}
