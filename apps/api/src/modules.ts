// The modules of the API in the order their routes register (decision 0024); the context their parts are built
// from is module-context.ts. Both roles iterate MODULES: the app registers their routes, the server the rest.
import type { DemoSeedDeps, ModuleContext } from './module-context.ts';
import { approvalsModule } from './modules/approvals/index.ts';
import { auditLogsModule } from './modules/audit-logs/index.ts';
import { authModule } from './modules/auth/index.ts';
import { banksModule } from './modules/banks/index.ts';
import { businessesModule } from './modules/businesses/index.ts';
import { complianceModule } from './modules/compliance/index.ts';
import { complianceCalendarModule } from './modules/compliance-calendar/index.ts';
import { dashboardWeekModule } from './modules/dashboard-week/index.ts';
import { devMailboxModule } from './modules/dev-mailbox/index.ts';
import { healthModule } from './modules/health/index.ts';
import { integrationsModule } from './modules/integrations/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { onDemandModule } from './modules/on-demand/index.ts';
import { opsModule } from './modules/ops/index.ts';
import { paymentsModule } from './modules/payments/index.ts';
import { payrollModule } from './modules/payroll/index.ts';
import { payrollSetupModule } from './modules/payroll-setup/index.ts';
import { peopleModule } from './modules/people/index.ts';
import { profileModule } from './modules/profile/index.ts';
import { settingsModule } from './modules/settings/index.ts';
import { settlementsModule } from './modules/settlements/index.ts';
import { staffModule } from './modules/staff/index.ts';
import { teamModule } from './modules/team/index.ts';
import { tradeModule } from './modules/trade/index.ts';
import { walletsModule } from './modules/wallets/index.ts';
import { webhooksModule } from './modules/webhooks/index.ts';
import type { ModuleDefinition } from './platform/modules/define-module.ts';
import { platformModule } from './platform/platform-module.ts';

/**
 * In the order their routes register (the platform's part first: its jobs and its write watcher) and their demo
 * data is seeded: on-demand pay before payroll, whose demo runs deduct the advances it paid.
 */
export const MODULES: readonly ModuleDefinition<ModuleContext, DemoSeedDeps>[] = [
  platformModule,
  healthModule,
  authModule,
  notificationsModule,
  auditLogsModule,
  teamModule,
  businessesModule,
  complianceModule,
  opsModule,
  profileModule,
  settingsModule,
  walletsModule,
  banksModule,
  paymentsModule,
  settlementsModule,
  peopleModule,
  payrollSetupModule,
  onDemandModule,
  payrollModule,
  integrationsModule,
  staffModule,
  webhooksModule,
  tradeModule,
  complianceCalendarModule,
  dashboardWeekModule,
  approvalsModule,
  devMailboxModule,
];
