// Route table, continued (spec §2.3): settings, and payroll configuration with its own layout.
import type { RouteObject } from 'react-router';
import { moved, movedIndex, page } from './route-helpers.ts';

const team = {
  members: () => import('../features/team/routes/team-management.tsx'),
  roles: () => import('../features/team/routes/roles.tsx'),
  roleDetails: () => import('../features/team/routes/role-details.tsx'),
  rolePermissions: () => import('../features/team/routes/role-permissions.tsx'),
};
const administrators = {
  list: () => import('../features/team/routes/administrators.tsx'),
  edit: () => import('../features/team/routes/edit-administrator.tsx'),
};

const account = {
  profile: () => import('../features/settings/routes/profile.tsx'),
  company: () => import('../features/settings/routes/company-details.tsx'),
  preferences: () => import('../features/settings/routes/preferences.tsx'),
  loginSecurity: () => import('./routes/login-security.tsx'),
  settlements: () => import('../features/settings/routes/settlements.tsx'),
};
const approvals = {
  list: () => import('../features/approvals/routes/settings-workflows.tsx'),
  create: () => import('../features/approvals/routes/create-workflow.tsx'),
  edit: () => import('../features/approvals/routes/edit-workflow.tsx'),
};
const workflowsManage = { permission: 'approvals.workflows.manage' } as const;
const setup = {
  paySchedules: () => import('../features/payroll-setup/routes/pay-schedules.tsx'),
  payScheduleForm: () => import('../features/payroll-setup/routes/pay-schedule-form.tsx'),
  payStructures: () => import('../features/payroll-setup/routes/pay-structures.tsx'),
  createPayStructure: () => import('../features/payroll-setup/routes/create-pay-structure.tsx'),
  benefits: () => import('../features/payroll-setup/routes/benefits.tsx'),
  allowances: () => import('../features/payroll-setup/routes/allowances.tsx'),
  payGroups: () => import('../features/payroll-setup/routes/pay-groups.tsx'),
  createPayGroup: () => import('../features/payroll-setup/routes/create-pay-group.tsx'),
  payGroup: () => import('../features/payroll-setup/routes/pay-group-details.tsx'),
  remittanceParties: () => import('../features/payroll-setup/routes/remittance-parties.tsx'),
  publicHolidays: () => import('../features/payroll-setup/routes/public-holidays.tsx'),
  payslips: () => import('../features/payroll-setup/routes/payslips.tsx'),
  structureView: () => import('../features/payroll-setup/routes/pay-structure-view.tsx'),
  structureAssign: () => import('../features/payroll-setup/routes/pay-structure-assign.tsx'),
  benefitView: () => import('../features/payroll-setup/routes/benefit-view.tsx'),
  benefitAssign: () => import('../features/payroll-setup/routes/benefit-assign.tsx'),
  allowanceView: () => import('../features/payroll-setup/routes/allowance-view.tsx'),
  allowanceAssign: () => import('../features/payroll-setup/routes/allowance-assign.tsx'),
};

const integrations = {
  index: () => import('../features/integrations/routes/integrations.tsx'),
  apiKeys: () => import('../features/integrations/routes/api-keys.tsx'),
  manageApiKey: () => import('../features/integrations/routes/manage-api-key.tsx'),
};
const webhooks = {
  list: () => import('../features/webhooks/routes/webhooks.tsx'),
  manage: () => import('../features/webhooks/routes/manage-webhook.tsx'),
};

const onDemandRules = () => import('../features/on-demand/routes/rules.tsx');
const transactionLimits = () => import('../features/wallets/routes/transaction-limits.tsx');

const employerOnly = { employerOnly: true } as const;
/** 'settings.integrations.manage' is the employer's alone (spec §6): others get the 401 page. */
const integrationsOnly = { ...employerOnly, permission: 'settings.integrations.manage' } as const;
const payroll = { feature: 'payroll' } as const;

export const settingsRoutes: RouteObject[] = [
  page('/settings/profile', 'Profile', account.profile),
  page('/settings/info', 'Company Details', account.company),
  page('/settings/administrators', 'Administrators', administrators.list),
  {
    ...page('/settings/administrators/edit/:id', 'Edit administrator', administrators.edit),
    handle: { title: 'Edit administrator', ...employerOnly },
  },
  page('/settings/preferences', 'Preferences', account.preferences),
  page('/settings/team-management', 'Team Management', team.members),
  page('/settings/team-management/roles', 'Role Management', team.roles),
  page('/settings/team-management/roles/create/details', 'Create role', team.roleDetails),
  page('/settings/team-management/roles/create/permissions', 'Create role', team.rolePermissions),
  page('/settings/team-management/roles/edit/:id/details', 'Edit role', team.roleDetails),
  page('/settings/team-management/roles/edit/:id/permissions', 'Edit role', team.rolePermissions),
  page('/settings/approvals', 'Approval settings', approvals.list, workflowsManage),
  page('/settings/approvals/create', 'Create approval workflow', approvals.create, workflowsManage),
  page('/settings/approvals/:id/edit', 'Edit approval workflow', approvals.edit, workflowsManage),
  page('/settings/login-security', 'Login & Security', account.loginSecurity),
  page('/settings/ondemand-pay', 'On-Demand Pay', onDemandRules, { permission: 'settings.on-demand.manage' }),
  page('/settings/transaction-limits', 'Transaction limits', transactionLimits, {
    permission: 'settings.limits.manage',
  }),
  // Spec §2.3: integrations and its two sub-routes with a manage page each, employer only (issue 16).
  page('/settings/integrations', 'Integrations', integrations.index, integrationsOnly),
  page('/settings/integrations/api-keys', 'API keys', integrations.apiKeys, integrationsOnly),
  page(
    '/settings/integrations/api-keys/manage',
    'Manage API key',
    integrations.manageApiKey,
    integrationsOnly,
  ),
  page('/settings/integrations/webhooks', 'Webhooks', webhooks.list, integrationsOnly),
  page('/settings/integrations/webhooks/manage', 'Manage webhook', webhooks.manage, integrationsOnly),
  page('/settings/settlements', 'Settlements', account.settlements, {
    permission: 'settings.settlements.manage',
  }),
];

/** Children of /payroll-configuration; the bare path redirects to pay-schedule (spec §2.4). */
export const payrollConfigurationRoutes: RouteObject[] = [
  movedIndex('/payroll-configuration/pay-schedule'),
  page('/payroll-configuration/pay-groups', 'Pay groups', setup.payGroups, payroll),
  page('/payroll-configuration/pay-groups/create', 'Create pay group', setup.createPayGroup, payroll),
  moved('/payroll-configuration/pay-groups/assign', '/payroll-configuration/pay-groups'),
  page('/payroll-configuration/pay-groups/:id/view', 'Pay group', setup.payGroup, payroll),
  page('/payroll-configuration/pay-schedule', 'Pay schedule', setup.paySchedules, payroll),
  page('/payroll-configuration/pay-schedule/create', 'Create pay schedule', setup.payScheduleForm, payroll),
  page('/payroll-configuration/pay-schedule/:id/edit', 'Edit pay schedule', setup.payScheduleForm, payroll),
  page('/payroll-configuration/pay-structure', 'Pay structure', setup.payStructures, payroll),
  page(
    '/payroll-configuration/pay-structure/create',
    'Create pay structure',
    setup.createPayStructure,
    payroll,
  ),
  page('/payroll-configuration/pay-structure/assign', 'Assign pay structure', setup.structureAssign, payroll),
  page('/payroll-configuration/pay-structure/:id/view', 'Pay structure', setup.structureView, payroll),
  page('/payroll-configuration/benefits', 'Benefits', setup.benefits, payroll),
  page('/payroll-configuration/benefits/assign', 'Assign benefits', setup.benefitAssign, payroll),
  page('/payroll-configuration/benefits/:id/view', 'Benefit', setup.benefitView, payroll),
  page('/payroll-configuration/allowances', 'Allowances', setup.allowances, payroll),
  page('/payroll-configuration/allowances/assign', 'Assign allowances', setup.allowanceAssign, payroll),
  page('/payroll-configuration/allowances/:id/view', 'Allowance', setup.allowanceView, payroll),
  page('/payroll-configuration/remittance-parties', 'Remittance parties', setup.remittanceParties, payroll),
  page('/payroll-configuration/public-holidays', 'Public holidays', setup.publicHolidays, payroll),
  page('/payroll-configuration/payslips', 'Payslips', setup.payslips, payroll),
];
