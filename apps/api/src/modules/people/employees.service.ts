// Employees: add one (bank account checked by name enquiry, a different name flagged), read, list, change (audited
// field by field) and the change history.
import type {
  CreateEmployee,
  Employee,
  EmployeeChange,
  EmployeeListQuery,
  employeeListQuery,
  UpdateEmployee,
} from '@paydesk/contracts';
import type { Database, Executor } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../http/route-kit.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { listTargetEvents } from '../../platform/audit/audit-history.ts';
import type { FilesStore } from '../../platform/files/files-store.ts';
import type { JobSender } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { BankingProvider } from '../../providers/banking/index.ts';
import { namesMatch } from '../../providers/kyc/kyc-provider.ts';
import { enquireAccountName, findPensionProvider } from '../banks/index.ts';
import { toEmployee } from './employee-view.ts';
import * as q from './employees.queries.ts';

/**
 * A fresh one-time invitation link of the staff app for an employee, replacing older ones, in the caller's
 * transaction. The staff module issues it (it owns the invitations) and reads employees through people's face, so
 * people does not import staff: module-context.ts wires staff's issueStaffInvitationLink here.
 */
export type StaffInvitationLinks = (
  tx: Executor,
  publicUrl: string,
  input: { companyId: string; employeeId: string },
) => Promise<string>;

export interface PeopleDeps {
  db: Database;
  banking: BankingProvider;
  mailer: Mailer;
  config: {
    PUBLIC_URL: string;
    SSE_STREAMS_PER_SESSION: number;
    SSE_STREAMS_PER_BUSINESS: number;
    /** How long a list page may be kept at most (decision 0014); none are kept without it. */
    READ_CACHE_MS?: number;
  };
  onEffectError?: (error: unknown) => void;
  /** Queues jobs (bulk uploads); tests and tools may leave it out. */
  jobs?: JobSender;
  /** Where uploaded documents (an employee's rent document) are kept. */
  files?: FilesStore;
  /** Issues the staff app's invitation link of an on-demand pay invite (staff's, wired by the composition root). */
  staffInvitationLink: StaffInvitationLinks;
}

export const EMPLOYEE_NOT_FOUND = 'Employee';
export const STAFF_ID_TAKEN = 'Another employee already has this staff ID';
export const EMAIL_TAKEN = 'Another employee already has this email';
export const PFA_UNKNOWN = 'Choose a pension fund administrator';

/** Fields whose values never go into the audit log in full. */
const MASKED_FIELDS = new Set(['bvn']);
const mask = (field: string, value: unknown) =>
  MASKED_FIELDS.has(field) && typeof value === 'string' ? `•••••••${value.slice(-4)}` : value;

async function refuseTaken(
  db: Executor,
  companyId: string,
  values: { staffId?: string | undefined; email?: string | undefined; pfaId?: number | null | undefined },
  exceptId?: string,
) {
  const taken = await q.takenIdentifiers(db, companyId, values, exceptId);
  const errors: Record<string, string[]> = {};
  if (taken.staffId) errors.staffId = [STAFF_ID_TAKEN];
  if (taken.email) errors.email = [EMAIL_TAKEN];
  if (values.pfaId != null && !(await findPensionProvider(db, values.pfaId))) errors.pfaId = [PFA_UNKNOWN];
  if (Object.keys(errors).length) throw new ValidationFailed(errors);
}

/** The unique indexes are the last word when two requests race past the check above. */
function asFieldError(error: unknown): never {
  const constraint = (error as { constraint?: string; cause?: { constraint?: string } }).cause?.constraint;
  const name = constraint ?? (error as { constraint?: string }).constraint;
  if (name === 'employees_staff_id_key') throw new ValidationFailed({ staffId: [STAFF_ID_TAKEN] });
  if (name === 'employees_email_key') throw new ValidationFailed({ email: [EMAIL_TAKEN] });
  throw error;
}

/** Name enquiry of the salary account; the name on it is compared with the employee's (first and last names). */
async function checkAccount(
  deps: PeopleDeps,
  person: { firstName: string; lastName: string; bankCode: string; accountNumber: string },
) {
  const expectedName = `${person.firstName} ${person.lastName}`;
  const account = await enquireAccountName(deps.db, deps.banking, { ...person, expectedName });
  return {
    bankCode: account.bankCode,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
    nameCheck: namesMatch(expectedName, account.accountName) ? ('matched' as const) : ('mismatch' as const),
  };
}

export async function getEmployee(db: Executor, companyId: string, id: string): Promise<Employee> {
  const row = await q.findEmployeeRow(db, companyId, id);
  if (!row) throw new NotFound(EMPLOYEE_NOT_FOUND);
  const [employee] = await q.toEmployees(db, companyId, [row]);
  return employee!;
}

export async function listEmployees(
  db: Database,
  companyId: string,
  query: z.output<typeof employeeListQuery>,
) {
  const { page, limit, sort, ...filters } = query;
  const { rows, total } = await q.listEmployeeRows(db, companyId, filters, { page, limit, sort });
  return {
    docs: rows.map((row) => toEmployee(row, row.listedGroups, row.listedPfaName, row.listedRentDocument)),
    totalDocs: total,
    page,
    limit,
    totalPages: Math.ceil(total / limit),
  };
}
export type { EmployeeListQuery };

export async function createEmployee(
  deps: PeopleDeps,
  caller: Caller,
  input: CreateEmployee,
): Promise<Employee> {
  const companyId = caller.auth.companyId;
  await refuseTaken(deps.db, companyId, input);
  const account = await checkAccount(deps, input);
  const row = await transact(
    deps.db,
    async (tx) => {
      const created = await q.insertEmployeeRow(tx, { ...input, ...account, companyId }).catch(asFieldError);
      await recordCallerAudit(tx, caller, {
        action: 'people.employee.create',
        target: { type: 'employee', id: created.id },
        outcome: 'success',
        metadata: { staffId: created.staffId, nameCheck: created.nameCheck },
      });
      return created;
    },
    deps.onEffectError,
  );
  return getEmployee(deps.db, companyId, row.id);
}

export async function updateEmployee(
  deps: PeopleDeps,
  caller: Caller,
  id: string,
  input: UpdateEmployee,
): Promise<Employee> {
  const companyId = caller.auth.companyId;
  const current = await q.findEmployeeRow(deps.db, companyId, id);
  if (!current) throw new NotFound(EMPLOYEE_NOT_FOUND);
  await refuseTaken(deps.db, companyId, input, id);
  const patch: Partial<q.NewEmployeeRow> = { ...input };
  const merged = { ...current, ...input };
  const accountChanged =
    (input.bankCode !== undefined && input.bankCode !== current.bankCode) ||
    (input.accountNumber !== undefined && input.accountNumber !== current.accountNumber);
  const nameChanged = merged.firstName !== current.firstName || merged.lastName !== current.lastName;
  if (accountChanged || nameChanged) Object.assign(patch, await checkAccount(deps, merged));
  if (merged.exitDate && merged.employmentDate && merged.exitDate < merged.employmentDate) {
    throw new ValidationFailed({ exitDate: ['The exit date must not be before the employment date'] });
  }
  const changes = Object.entries(patch)
    .filter(([field, value]) => current[field as keyof q.EmployeeRow] !== value)
    .map(([field, value]) => ({
      field,
      from: mask(field, current[field as keyof q.EmployeeRow]),
      to: mask(field, value),
    }));
  if (changes.length > 0) {
    await transact(
      deps.db,
      async (tx) => {
        await q.updateEmployeeRows(tx, companyId, [id], patch).catch(asFieldError);
        await recordCallerAudit(tx, caller, {
          action: 'people.employee.update',
          target: { type: 'employee', id },
          outcome: 'success',
          metadata: { changes },
        });
      },
      deps.onEffectError,
    );
  }
  return getEmployee(deps.db, companyId, id);
}

/** The employee's history: one line per changed field, oldest first, plus the other events (status, invites). */
export async function employeeHistory(
  db: Executor,
  companyId: string,
  id: string,
): Promise<EmployeeChange[]> {
  if (!(await q.findEmployeeRow(db, companyId, id))) throw new NotFound(EMPLOYEE_NOT_FOUND);
  const events = await listTargetEvents(db, companyId, { type: 'employee', id });
  return events.flatMap((event): EmployeeChange[] => {
    const base = { at: event.createdAt.toISOString(), actor: event.actorLabel, action: event.action };
    const changes = (event.metadata as { changes?: { field: string; from: unknown; to: unknown }[] }).changes;
    if (!changes?.length) return [{ ...base, field: null, from: null, to: null }];
    return changes.map((c) => ({ ...base, field: c.field, from: c.from ?? null, to: c.to ?? null }));
  });
}
