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
import { can, errors, errorsWith5xx, security } from '../../http/route-kit.ts';
import type { BankingProvider } from '../../providers/banking/index.ts';
import { listBanks, listPensionProviders } from './banks.queries.ts';
import { enquireAccountName } from './name-enquiry.service.ts';

export function bankRoutes(deps: { db: Database; banking: BankingProvider }) {
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
          body: nameEnquiryRequest,
          response: { 200: nameEnquiryResponse, ...errorsWith5xx },
        },
        config: can('session'),
      },
      async (request) => ({
        message: 'Account validated',
        data: await enquireAccountName(deps.db, deps.banking, request.body),
      }),
    );
  };
}
