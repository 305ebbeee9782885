// The switcher's row states (spec §4): a sub account is inactive while its registration is incomplete, selected
// when it is the current business, otherwise active. The main account row is selected while in it.
import type { SubAccount } from '@paydesk/contracts';

export type RowStatus = 'selected' | 'active' | 'inactive';

type Registration = Pick<SubAccount, 'isEmailVerified' | 'isCompanyInfo' | 'isActive'>;

export const isRegistrationComplete = (sub: Registration) =>
  sub.isEmailVerified && sub.isCompanyInfo && sub.isActive;

export function subAccountStatus(
  sub: Registration & { _id: string },
  currentCompanyId: string | null,
): RowStatus {
  if (!isRegistrationComplete(sub)) return 'inactive';
  return sub._id === currentCompanyId ? 'selected' : 'active';
}

export function mainAccountStatus(mainId: string, currentCompanyId: string | null): RowStatus {
  return mainId === currentCompanyId ? 'selected' : 'active';
}

export type RegistrationStep = 'companyInfo' | 'adminApproval' | 'emailInvite';

/** The three steps of the 'Incomplete Account Registration' modal, in the spec's order. */
export function registrationSteps(sub: Registration): { step: RegistrationStep; done: boolean }[] {
  return [
    { step: 'companyInfo', done: sub.isCompanyInfo },
    { step: 'adminApproval', done: sub.isActive },
    { step: 'emailInvite', done: sub.isEmailVerified },
  ];
}

/** Case-insensitive match on the business or manager name; an empty search keeps everything. */
export function matchesSearch(
  sub: Pick<SubAccount, 'companyName' | 'firstName' | 'lastName'>,
  search: string,
) {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [sub.companyName, `${sub.firstName} ${sub.lastName}`].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
