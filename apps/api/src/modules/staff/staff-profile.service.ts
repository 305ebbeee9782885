// The signed-in employee's own profile, and confirming the bank account pay goes to (a name enquiry at the bank).
import type { StaffBankAccountRequest, StaffProfile } from '@paydesk/contracts';
import type { RequestOrigin } from '../../http/route-kit.ts';
import { NotFound } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { namesMatch } from '../../providers/kyc/kyc-provider.ts';
import { enquireAccountName } from '../banks/index.ts';
import * as q from './staff.queries.ts';
import type { StaffAuth } from './staff-auth.ts';
import { recordStaffAudit, type StaffDeps } from './staff-deps.ts';

export async function myProfile(deps: StaffDeps, staff: StaffAuth): Promise<StaffProfile> {
  const employee = await q.findEmployee(deps.db, staff.companyId, staff.employeeId);
  if (!employee) throw new NotFound('Employee');
  return q.profileOf(deps.db, employee);
}

export async function confirmBankAccount(
  deps: StaffDeps,
  staff: StaffAuth,
  origin: RequestOrigin,
  input: StaffBankAccountRequest,
): Promise<StaffProfile> {
  const employee = await q.findEmployee(deps.db, staff.companyId, staff.employeeId);
  if (!employee) throw new NotFound('Employee');
  const expectedName = `${employee.firstName} ${employee.lastName}`;
  const account = await enquireAccountName(deps.db, deps.banking, { ...input, expectedName });
  return transact(deps.db, async (tx) => {
    const updated = await q.updateBankAccount(tx, staff.companyId, staff.employeeId, {
      ...account,
      nameCheck: namesMatch(expectedName, account.accountName) ? 'matched' : 'mismatch',
    });
    if (!updated) throw new NotFound('Employee');
    await recordStaffAudit(tx, updated, origin, {
      action: 'staff.bank-account.confirm',
      outcome: 'success',
      metadata: {
        before: { bankCode: employee.bankCode, accountNumber: employee.accountNumber },
        after: { bankCode: updated.bankCode, accountNumber: updated.accountNumber },
      },
    });
    return q.profileOf(tx, updated);
  });
}
