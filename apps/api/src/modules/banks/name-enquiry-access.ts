// Who may ask for an account holder's name, and how often (issue 26: name enquiry is not a directory). Both
// name-enquiry routes — POST /accounts/name-enquiries and the GET search the payment forms use — take a member
// whose role adds or pays beneficiaries, employees or remittance parties, in a verified business, and share one
// budget per business a minute and a day, counted across every API process (decision 0019).
import { ErrorCode, NAME_ENQUIRY_PERMISSIONS } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import { canAny } from '../../http/route-kit.ts';
import { DomainError } from '../../lib/errors.ts';
import { perDay, perMinute, type RouteLimit } from '../../plugins/rate-limits.ts';
import { isVerifiedBusiness } from '../businesses/index.ts';

export type NameEnquiryConfig = Pick<AppConfig, 'NAME_ENQUIRY_PER_MINUTE' | 'NAME_ENQUIRY_PER_DAY'>;

/** The route config of a name-enquiry route: its permissions and its limits per business. */
export function nameEnquiryRoute(config: NameEnquiryConfig) {
  const limits: RouteLimit[] = [
    { ...perMinute(config.NAME_ENQUIRY_PER_MINUTE), name: 'name-enquiry.minute', per: 'business' },
    { ...perDay(config.NAME_ENQUIRY_PER_DAY), name: 'name-enquiry.day', per: 'business' },
  ];
  return { ...canAny(NAME_ENQUIRY_PERMISSIONS), rateLimit: limits };
}

export class NameEnquiryNotVerified extends DomainError {
  constructor() {
    super(
      403,
      ErrorCode.businessNotVerified,
      'Your business must be verified before it can check bank account names.',
    );
  }
}

/** Refuses a business an operator has not verified yet. */
export async function requireVerifiedBusiness(db: Executor, companyId: string): Promise<void> {
  if (!(await isVerifiedBusiness(db, companyId))) throw new NameEnquiryNotVerified();
}
