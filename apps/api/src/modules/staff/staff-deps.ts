// What the staff module needs, and the audit actor its services share (sessions live in staff-sessions.ts).
import type { Database, Executor } from '@paydesk/db';
import type { RequestOrigin } from '../../http/route-kit.ts';
import type { AccessTokens } from '../../platform/access-tokens.ts';
import { type AuditEventInput, recordAudit } from '../../platform/audit/audit.service.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { BankingProvider } from '../../providers/banking/index.ts';
import type * as q from './staff.queries.ts';

export interface StaffDeps {
  db: Database;
  banking: BankingProvider;
  mailer: Mailer;
  /** Staff tokens: their own audience, so they never open employer routes (and employer tokens never open these). */
  staffTokens: AccessTokens;
  config: { APP_SECRET: string; PUBLIC_URL: string; AUTH_RATE_LIMIT_PER_MINUTE: number };
  onEffectError?: (error: unknown) => void;
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
