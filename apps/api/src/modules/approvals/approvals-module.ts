// The approvals module as the composition roots see it: the engine's routes and jobs. The engine itself is built by
// the server (the modules that gate actions fill its registry).
import type { AppConfig } from '../../config.ts';
import { defineModule } from '../../platform/modules/define-module.ts';
import type { ApprovalEngine } from './approvals-engine.ts';
import { seedDemoApprovals, seedDemoExecutedApproval } from './demo-approvals.ts';

export const approvalsModule = defineModule<
  { approvals: ApprovalEngine; config: Pick<AppConfig, 'AUTH_RATE_LIMIT_PER_MINUTE'> },
  Parameters<typeof seedDemoExecutedApproval>[0]
>({
  name: 'approvals',
  routes: ({ approvals, config }) =>
    approvals.routes({ authRateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE }),
  jobs: ({ approvals }) => approvals.jobDefinitions(),
  demoSeed: [
    {
      name: 'approvals',
      stage: 'business',
      seed: ({ db, approverDirectory }, { companyId, password }) =>
        seedDemoApprovals({ db, approverDirectory }, companyId, password),
    },
    { name: 'approvals-executed', stage: 'activity', seed: seedDemoExecutedApproval },
  ],
});
