// A message to selected employees from the contacts directory (/people/employees/crm): by email or SMS, written to
// the outbox in one transaction (the dev mailbox shows both), each employee with its own outcome, one audit event.
import type { BulkResult, EmployeeMessageRequest } from '@paydesk/contracts';
import type { Caller } from '../../http/route-kit.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { companyDetails } from '../businesses/index.ts';
import * as q from './employees.queries.ts';
import type { PeopleDeps } from './employees.service.ts';
import { employerMessage } from './people-mail.ts';

export const ARCHIVED_NOT_MESSAGED = 'Archived employees are not sent messages';

export async function messageEmployees(
  deps: PeopleDeps,
  caller: Caller,
  request: EmployeeMessageRequest & { ids: string[] },
): Promise<BulkResult> {
  const companyId = caller.auth.companyId;
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      const rows = await q.findEmployeeRows(tx, companyId, request.ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const company = await companyDetails(tx, companyId);
      const result: BulkResult = { successes: [], failures: [], successCount: 0, failureCount: 0 };
      for (const id of request.ids) {
        const row = byId.get(id);
        if (!row) result.failures.push({ id, message: 'Employee not found' });
        else if (row.status === 'archived') result.failures.push({ id, message: ARCHIVED_NOT_MESSAGED });
        else {
          await deps.mailer.enqueue(tx, afterCommit, {
            ...employerMessage({
              channel: request.channel,
              to: request.channel === 'sms' ? row.phoneNumber : row.email,
              companyName: company?.name ?? '',
              subject: request.subject,
              message: request.message,
            }),
            companyId,
          });
          result.successes.push(id);
        }
      }
      result.successCount = result.successes.length;
      result.failureCount = result.failures.length;
      if (result.successCount)
        await recordCallerAudit(tx, caller, {
          action: 'people.employee.message',
          target: { type: 'employee', id: result.successes[0]! },
          outcome: 'success',
          metadata: { channel: request.channel, recipients: result.successes },
        });
      return result;
    },
    deps.onEffectError,
  );
}
