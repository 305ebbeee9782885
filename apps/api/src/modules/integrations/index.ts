// The integrations module's face: API keys of a business (employer only) and the public API under /api/v1 that
// they authenticate (wallets, transactions, transfers, beneficiaries, employees, payroll runs). Public routes
// reach other modules only through their faces; transfers go through the payments face's API-key path.
import { PUBLIC_API_PREFIX } from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { PaymentsDeps } from '../payments/index.ts';
import type { PayrollDeps } from '../payroll/index.ts';
import { apiKeyRoutes } from './api-keys.routes.ts';
import type { ApiKeysDeps } from './api-keys.service.ts';
import { publicMoneyRoutes } from './public-money.routes.ts';
import { publicPeopleRoutes } from './public-people.routes.ts';

export { type ApiKeyAuthDeps, registerApiKeyAuth } from './api-key-auth.ts';
export { seedDemoApiKey } from './demo-api-key.ts';

export interface IntegrationsDeps extends ApiKeysDeps {
  payments: PaymentsDeps;
  payroll: PayrollDeps;
}

/** The API key routes under /api and the public API under /api/v1. */
export function integrationsModule(deps: IntegrationsDeps) {
  return async (app: FastifyInstance) => {
    await app.register(apiKeyRoutes(deps), { prefix: '/api' });
    await app.register(publicMoneyRoutes(deps.payments), { prefix: PUBLIC_API_PREFIX });
    await app.register(publicPeopleRoutes(deps.payroll), { prefix: PUBLIC_API_PREFIX });
  };
}
