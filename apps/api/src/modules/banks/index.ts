// The banks module's face: the institution directory and account name enquiry through the banking rail. People
// check employees' salary accounts with it, payments beneficiaries; both name-enquiry routes take the same
// permissions, a verified business and one budget per business (nameEnquiryRoute, requireVerifiedBusiness).

export { findBank } from './banks.queries.ts';
export { bankRoutes } from './banks.routes.ts';
export { ACCOUNT_NOT_FOUND_MESSAGE, enquireAccountName } from './name-enquiry.service.ts';
export { nameEnquiryRoute, requireVerifiedBusiness } from './name-enquiry-access.ts';
