// One employee row as the contract shows it (BVN masked), with its groups and PFA name looked up by the caller.
import type { Employee } from '@paydesk/contracts';
import type { employees } from '@paydesk/db';

type EmployeeRow = typeof employees.$inferSelect;

/** Employers see only the last four digits of a BVN, in every answer and export (the full number stays stored). */
export const maskBvn = (bvn: string | null) => (bvn ? `•••••••${bvn.slice(-4)}` : null);

export function toEmployee(
  r: Omit<EmployeeRow, 'searchText'>,
  groups: { _id: string; name: string }[],
  pfaName: string | null,
  rentDocument: Employee['rentDocument'] = null,
): Employee {
  return {
    _id: r.id,
    firstName: r.firstName,
    middleName: r.middleName,
    lastName: r.lastName,
    email: r.email,
    phoneNumber: r.phoneNumber,
    staffId: r.staffId,
    jobTitle: r.jobTitle,
    department: r.department,
    branch: r.branch,
    stateOfResidence: r.stateOfResidence,
    employmentDate: r.employmentDate,
    employmentType: r.employmentType as Employee['employmentType'],
    exitDate: r.exitDate,
    bankCode: r.bankCode,
    bankName: r.bankName,
    accountNumber: r.accountNumber,
    accountName: r.accountName,
    nameCheck: r.nameCheck as Employee['nameCheck'],
    bvn: maskBvn(r.bvn),
    grossPay: r.grossPay,
    payFrequency: r.payFrequency as Employee['payFrequency'],
    pfaId: r.pfaId,
    pfaName: r.pfaId === null ? null : pfaName,
    rsaPin: r.rsaPin,
    nhf: r.nhf,
    taxId: r.taxId,
    annualRent: r.annualRent,
    rentDocument: r.rentDocumentId ? rentDocument : null,
    status: r.status as Employee['status'],
    onDemand: {
      state: r.onDemandState as Employee['onDemand']['state'],
      invitedAt: r.invitedAt?.toISOString() ?? null,
      earningsStopped: r.earningsStopped,
      withdrawalsPaused: r.withdrawalsPaused,
    },
    groups,
    hasBeenPaid: r.hasBeenPaid,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
