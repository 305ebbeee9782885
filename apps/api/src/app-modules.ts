// The modules' routes, registered after the plugins of app.ts from the one context server.ts built (decision 0024).
import type { FastifyInstance } from 'fastify';
import { integrationsModule } from './modules/integrations/index.ts';
import { onDemandModule, registerOnDemandPayouts } from './modules/on-demand/index.ts';
import { paymentsModule, registerPaymentActions } from './modules/payments/index.ts';
import { payrollModule, registerPayrollActions, registerPayrollPayouts } from './modules/payroll/index.ts';
import { registerSettlementActions, settlementsModule } from './modules/settlements/index.ts';
import { dashboardRoutes, walletModule } from './modules/wallets/index.ts';
import { MODULES, type ModuleContext } from './modules.ts';

/** Registers every module's routes. */
export async function registerModules(app: FastifyInstance, context: ModuleContext): Promise<void> {
  const { db, config, mailer, files, jobs, gate, registry, payouts, onEffectError } = context;
  for (const module of MODULES) {
    const routes = module.routes?.(context);
    if (routes) await app.register(routes);
  }
  await app.register(dashboardRoutes({ db, readCacheMs: config.READ_CACHE_MS }), { prefix: '/api' });
  await app.register(
    walletModule({
      db,
      config,
      mailer,
      files,
      jobs,
      approvals: { gate, registry },
      funding: context.funding,
      onEffectError,
    }),
  );
  const paymentsDeps = {
    db,
    config,
    mailer,
    banking: context.banking,
    rail: context.rail,
    payouts,
    jobs,
    gate,
    registry,
    onEffectError,
  };
  registerPaymentActions(registry, paymentsDeps);
  await app.register(paymentsModule(paymentsDeps));
  registerSettlementActions(registry);
  await app.register(settlementsModule({ ...paymentsDeps, handOff: context.handOff }));
  const { staffTokens, recoveries, handOff } = context;
  const payrollDeps = {
    staffTokens,
    db,
    config,
    mailer,
    payouts,
    jobs,
    gate,
    registry,
    recoveries,
    onEffectError,
  };
  registerPayrollActions(registry, payrollDeps);
  registerPayrollPayouts(payouts, payrollDeps);
  registerOnDemandPayouts(payouts);
  await app.register(payrollModule(payrollDeps));
  await app.register(integrationsModule({ db, payments: paymentsDeps, payroll: payrollDeps }));
  await app.register(onDemandModule({ db, handOff, mailer, config, staffTokens, onEffectError }));
}
