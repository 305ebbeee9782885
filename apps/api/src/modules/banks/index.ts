// The banks module's face: the institution directory and account name enquiry through the banking rail. People
// check employees' salary accounts with it, payments beneficiaries; both name-enquiry routes take the same
// permissions, a verified business and one budget per business (nameEnquiryRoute, requireVerifiedBusiness).
import type { Database } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import { apiRoutes, defineModule } from '../../platform/modules/define-module.ts';
import type { BankingProvider } from '../../providers/banking/index.ts';
import { bankRoutes } from './banks.routes.ts';

export {
  banksOfCodes,
  findBank,
  findPensionProvider,
  listBanks,
  listPensionProviders,
  pensionProviderNames,
  pensionProviderNameText,
} from './banks.queries.ts';
export { ACCOUNT_NOT_FOUND_MESSAGE, enquireAccountName } from './name-enquiry.service.ts';
export { nameEnquiryRoute, requireVerifiedBusiness } from './name-enquiry-access.ts';

export const banksModule = defineModule<{ db: Database; banking: BankingProvider; config: AppConfig }>({
  name: 'banks',
  routes: ({ db, banking, config }) => apiRoutes(bankRoutes({ db, banking, config })),
});
