// The integrations module's face: API keys of a business (employer only) and the public API under /api/v1 that
// they authenticate (wallets, transactions, transfers, beneficiaries, employees, payroll runs). Public routes
// reach other modules only through their faces; transfers go through the payments face's API-key path.
import { PUBLIC_API_PREFIX, type RailsMode } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import { defineModule, type ReportError } from '../../platform/modules/define-module.ts';
import { type PaymentsDeps, paymentsDepsOf } from '../payments/index.ts';
import { type PayrollDeps, payrollDepsOf } from '../payroll/index.ts';
import { apiKeyRoutes } from './api-keys.routes.ts';
import { seedDemoApiKey } from './demo-api-key.ts';
import { publicMoneyRoutes } from './public-money.routes.ts';
import { publicPeopleRoutes } from './public-people.routes.ts';

export { type ApiKeyAuthDeps, registerApiKeyAuth } from './api-key-auth.ts';

/** The API key routes under /api; the public API under /api/v1, given what payments' and payroll's routes are. */
export const integrationsModule = defineModule<
  Required<PaymentsDeps> & Required<PayrollDeps> & { reportError: ReportError; rails: RailsMode },
  { db: Database; rails: RailsMode }
>({
  name: 'integrations',
  routes: (deps) => {
    const payments = paymentsDepsOf(deps);
    const payroll = payrollDepsOf(deps);
    return async (app) => {
      await app.register(apiKeyRoutes({ db: deps.db, rails: deps.rails }), { prefix: '/api' });
      await app.register(publicMoneyRoutes(payments), { prefix: PUBLIC_API_PREFIX });
      await app.register(publicPeopleRoutes(payroll), { prefix: PUBLIC_API_PREFIX });
    };
  },
  demoSeed: [
    {
      name: 'api-key',
      stage: 'business',
      seed: ({ db, rails }, { companyId, memberId }) => seedDemoApiKey(db, rails, companyId, memberId),
    },
  ],
});
