// What the staff module needs, and the pieces its services share: the session it opens and the audit actor.
import type { StaffSession } from '@paydesk/contracts';
import type { Database, Executor } from '@paydesk/db';
import type { RequestOrigin } from '../../http/route-kit.ts';
import type { AccessTokens } from '../../platform/access-tokens.ts';
import { type AuditEventInput, recordAudit } from '../../platform/audit/audit.service.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { BankingProvider } from '../../providers/banking/index.ts';
import * as q from './staff.queries.ts';

export interface StaffDeps {
  db: Database;
  banking: BankingProvider;
  mailer: Mailer;
  /** Staff tokens: their own audience, so they never open employer routes (and employer tokens never open these). */
  staffTokens: AccessTokens;
  config: { APP_SECRET: string; PUBLIC_URL: string; AUTH_RATE_LIMIT_PER_MINUTE: number };
  onEffectError?: (error: unknown) => void;
}

/** How long a staff session (and its token) lasts; the staff app has no refresh token yet. */
export const STAFF_SESSION_HOURS = 8;
export const STAFF_SESSION_SECONDS = STAFF_SESSION_HOURS * 3600;

export async function openStaffSession(
  deps: StaffDeps,
  db: Executor,
  employee: q.EmployeeRow,
): Promise<StaffSession> {
  const session = await q.insertSession(db, {
    companyId: employee.companyId,
    employeeId: employee.id,
    expiresAt: new Date(Date.now() + STAFF_SESSION_HOURS * 3600_000),
  });
  const { token, expiresAt } = await deps.staffTokens.sign({
    userId: employee.id,
    sessionId: session.id,
    companyId: employee.companyId,
    role: 'staff',
  });
  return { token, expiresAt, profile: await q.profileOf(db, employee) };
}

/** An event of the employee's business, made by the employee (who is not a member, so no user id). */
export function recordStaffAudit(
  tx: Executor,
  employee: q.EmployeeRow,
  origin: RequestOrigin,
  event: Pick<AuditEventInput, 'action' | 'outcome' | 'metadata'>,
) {
  return recordAudit(tx, {
    ...event,
    companyId: employee.companyId,
    actor: { type: 'user', id: null, label: `${employee.firstName} ${employee.lastName} (employee)` },
    target: { type: 'employee', id: employee.id },
    ip: origin.ip ?? null,
    userAgent: origin.userAgent ?? null,
  });
}
