// Routes of the bank directory, the pension fund administrators and account name enquiry (spec §3 Financial
// institution directory, §7).
import {
  BANKING_PATHS,
  bankListResponse,
  nameEnquiryRequest,
  nameEnquiryResponse,
  pensionProviderListResponse,
} from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, can, errors, errorsWith5xx, security } from '../../http/route-kit.ts';
import type { BankingProvider } from '../../providers/banking/index.ts';
import { listBanks, listPensionProviders } from './banks.queries.ts';
import { enquireAccountName } from './name-enquiry.service.ts';
import { type NameEnquiryConfig, nameEnquiryRoute, requireVerifiedBusiness } from './name-enquiry-access.ts';

export function bankRoutes(deps: { db: Database; banking: BankingProvider; config: NameEnquiryConfig }) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['banks'];

    api.get(
      BANKING_PATHS.banks,
      { schema: { tags, security, response: { 200: bankListResponse, ...errors } }, config: can('session') },
      async () => ({ message: 'Banks', data: await listBanks(deps.db) }),
    );

    api.get(
      BANKING_PATHS.pensionProviders,
      {
        schema: { tags, security, response: { 200: pensionProviderListResponse, ...errors } },
        config: can('session'),
      },
      async () => ({ message: 'Pension providers', data: await listPensionProviders(deps.db) }),
    );

    api.post(
      BANKING_PATHS.nameEnquiry,
      {
        schema: {
          tags,
          security,
          description:
            'The name the bank holds for an account. For members who add or pay beneficiaries, employees or remittance parties in a verified business; limited per business a minute and a day (429 with Retry-After).',
          body: nameEnquiryRequest,
          response: { 200: nameEnquiryResponse, ...errorsWith5xx },
        },
        config: nameEnquiryRoute(deps.config),
      },
      async (request) => {
        await requireVerifiedBusiness(deps.db, authOf(request).companyId);
        return {
          message: 'Account validated',
          data: await enquireAccountName(deps.db, deps.banking, request.body),
        };
      },
    );
  };
}
