// Operators' accounts and sign-in: created by the ops CLI; a password, then a code emailed to the operator, like the
// business login but on tables and tokens of their own. Operator events go to the platform audit chain.
import { CODE_TTL_MINUTES, ErrorCode, type Operator, type OperatorSession } from '@paydesk/contracts';
import type { Database, operators } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import { BadRequest, Conflict, type DomainError, TooManyAttempts, Unauthorized } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { generateCode, hashCode, safeEqualHex } from '../../lib/secrets.ts';
import { transact } from '../../lib/transaction.ts';
import { type AuditContext, recordAudit, recordAuditNow } from '../../platform/audit/audit.service.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import { layout } from '../../platform/mail/templates.ts';
import { attemptInTurn, clearFailures, lockedMessage } from '../../platform/throttle.ts';
import type { OperatorContext } from './operator-context.ts';
import { OPERATOR_SESSION_HOURS, type OperatorTokens } from './operator-tokens.ts';
import * as operatorsQ from './operators.queries.ts';

export interface OpsAuthDeps {
  db: Database;
  config: Pick<AppConfig, 'APP_SECRET' | 'AUTH_LOCKOUT_THRESHOLD' | 'AUTH_LOCKOUT_MINUTES'>;
  mailer: Mailer;
  tokens: OperatorTokens;
  onEffectError?: (error: unknown) => void;
}

type OperatorRow = typeof operators.$inferSelect;
export const operatorView = (o: Pick<OperatorRow, 'id' | 'email' | 'firstName' | 'lastName'>): Operator => ({
  _id: o.id,
  email: o.email,
  firstName: o.firstName,
  lastName: o.lastName,
});
const actorOfOperator = (o: Pick<OperatorRow, 'id' | 'firstName' | 'lastName'>) => ({
  type: 'operator' as const,
  id: o.id,
  label: `${o.firstName} ${o.lastName}`,
});

export const INVALID_OPERATOR_LOGIN = 'Invalid email or password';

/** Used by `npm run ops -- create-operator`. */
export async function createOperator(
  db: Database,
  input: { email: string; firstName: string; lastName: string; password: string },
): Promise<Operator> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const existing = await operatorsQ.operatorIdByEmail(tx, input.email);
    if (existing) throw new Conflict(`An operator with the email ${input.email} already exists.`);
    const row = await operatorsQ.insertOperator(tx, {
      email: input.email.toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
    });
    await recordAudit(tx, {
      companyId: null,
      actor: { type: 'system', label: 'ops CLI' },
      action: 'ops.operator.create',
      target: { type: 'operator', id: row!.id },
      outcome: 'success',
    });
    return operatorView(row!);
  });
}

export async function loginStage1(
  deps: OpsAuthDeps,
  input: { email: string; password: string },
  meta: AuditContext,
): Promise<{ stage: 2; challengeId: string; email: string; expiresAt: string }> {
  const key = `ops-login:${input.email}`;
  const policy = {
    threshold: deps.config.AUTH_LOCKOUT_THRESHOLD,
    lockMinutes: deps.config.AUTH_LOCKOUT_MINUTES,
  };
  // Attempts on one email take turns, so parallel guesses cannot outrun the lock and right ones all pass.
  const operator = await operatorsQ.findOperatorByEmail(deps.db, input.email);
  const attempt = await attemptInTurn(
    deps.db,
    key,
    policy,
    async () => {
      const passwordOk = await verifyPassword(operator?.passwordHash, input.password);
      return { right: Boolean(operator && passwordOk && operator.status === 'active'), value: undefined };
    },
    { clearOnRight: false },
  );
  if (!attempt.right || !operator) {
    const locked = !attempt.right && attempt.locked;
    await recordAuditNow(deps.db, {
      ...meta,
      companyId: null,
      actor: operator ? actorOfOperator(operator) : { type: 'anonymous', label: input.email },
      action: 'ops.login',
      outcome: 'failure',
      metadata: { stage: 1, reason: locked ? 'locked' : 'invalid-credentials' },
    });
    if (locked)
      throw new TooManyAttempts(
        lockedMessage(deps.config.AUTH_LOCKOUT_MINUTES),
        deps.config.AUTH_LOCKOUT_MINUTES * 60,
      );
    throw new Unauthorized(INVALID_OPERATOR_LOGIN, ErrorCode.invalidCredentials);
  }
  const code = generateCode();
  const expiresAt = new Date(Date.now() + CODE_TTL_MINUTES * 60_000);
  const challengeId = await transact(
    deps.db,
    async (tx, after) => {
      const challenge = await operatorsQ.insertLoginChallenge(tx, {
        operatorId: operator.id,
        codeHash: 'pending',
        expiresAt,
      });
      await operatorsQ.updateLoginChallenge(tx, challenge!.id, {
        codeHash: hashCode(deps.config.APP_SECRET, `ops-login:${challenge!.id}`, code),
      });
      const lines = [
        `Hello ${operator.firstName},`,
        `Your Paydesk console code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes and works once.`,
        `Requested from IP address ${meta.ip ?? 'unknown'}. If this was not you, tell the security team at once.`,
      ];
      await deps.mailer.enqueue(tx, after, {
        to: operator.email,
        subject: `Your console code: ${code}`,
        template: 'ops.login-code',
        text: lines.join('\n\n'),
        html: layout(lines),
      });
      await recordAudit(tx, {
        ...meta,
        companyId: null,
        actor: actorOfOperator(operator),
        action: 'ops.login.code-sent',
        target: { type: 'operator-login-challenge', id: challenge!.id },
        outcome: 'success',
      });
      return challenge!.id;
    },
    deps.onEffectError,
  );
  return { stage: 2, challengeId, email: operator.email, expiresAt: expiresAt.toISOString() };
}

export async function loginStage2(
  deps: OpsAuthDeps,
  input: { challengeId: string; code: string },
  meta: AuditContext,
): Promise<OperatorSession> {
  const threshold = deps.config.AUTH_LOCKOUT_THRESHOLD;
  const invalid = (message: string) => new BadRequest(message, ErrorCode.invalidCode);
  const outcome = await deps.db.transaction(async (tx) => {
    const challenge = await operatorsQ.lockLoginChallenge(tx, input.challengeId);
    if (!challenge) return { error: invalid('Invalid code. Sign in again to get a new code.') };
    const operator = await operatorsQ.findOperator(tx, challenge.operatorId);
    if (operator?.status !== 'active') return { error: invalid('Invalid code. Sign in again.') };
    if (challenge.consumedAt)
      return { error: invalid('This code has already been used. Sign in again.'), operator };
    if (challenge.attempts >= threshold)
      return { error: invalid('Too many incorrect codes. Sign in again to get a new code.'), operator };
    if (challenge.expiresAt.getTime() < Date.now())
      return {
        error: new BadRequest('This code has expired. Sign in again.', ErrorCode.codeExpired),
        operator,
      };
    const expected = hashCode(deps.config.APP_SECRET, `ops-login:${challenge.id}`, input.code);
    if (!safeEqualHex(challenge.codeHash, expected)) {
      await operatorsQ.updateLoginChallenge(tx, challenge.id, { attempts: challenge.attempts + 1 });
      const left = threshold - challenge.attempts - 1;
      return {
        error: invalid(
          left > 0
            ? `Incorrect code. ${left} attempt${left === 1 ? '' : 's'} left.`
            : 'Too many incorrect codes. Sign in again to get a new code.',
        ),
        operator,
      };
    }
    await operatorsQ.updateLoginChallenge(tx, challenge.id, { consumedAt: new Date() });
    const expiresAt = new Date(Date.now() + OPERATOR_SESSION_HOURS * 3_600_000);
    const session = await operatorsQ.insertSession(tx, {
      operatorId: operator.id,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent ?? null,
      expiresAt,
    });
    await recordAudit(tx, {
      ...meta,
      companyId: null,
      actor: actorOfOperator(operator),
      action: 'ops.login',
      target: { type: 'operator-session', id: session!.id },
      outcome: 'success',
    });
    return { operator, session: session! };
  });
  if ('error' in outcome) {
    if (outcome.operator) {
      await recordAuditNow(deps.db, {
        ...meta,
        companyId: null,
        actor: actorOfOperator(outcome.operator),
        action: 'ops.login',
        outcome: 'failure',
        metadata: { stage: 2 },
      });
    }
    throw outcome.error as DomainError;
  }
  await clearFailures(deps.db, `ops-login:${outcome.operator.email}`);
  const token = await deps.tokens.sign(
    { operatorId: outcome.operator.id, sessionId: outcome.session.id },
    outcome.session.expiresAt,
  );
  return {
    token,
    tokenExpiry: outcome.session.expiresAt.getTime(),
    operator: operatorView(outcome.operator),
  };
}

export async function logout(
  deps: OpsAuthDeps,
  operator: OperatorContext,
  meta: AuditContext,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await operatorsQ.revokeSession(tx, operator.sessionId);
    await recordAudit(tx, {
      ...meta,
      companyId: null,
      actor: {
        type: 'operator',
        id: operator.operatorId,
        label: `${operator.firstName} ${operator.lastName}`,
      },
      action: 'ops.logout',
      target: { type: 'operator-session', id: operator.sessionId },
      outcome: 'success',
    });
  });
}
