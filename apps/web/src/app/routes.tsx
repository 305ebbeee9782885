// The route table, mirroring spec §2: logged-out, open, logged-in (with payroll configuration's own layout),
// redirects and the 404 fallback. Pages load lazily.
// From the contracts' zod-free file, not the package's face: the entry loads no schema (docs/web-performance.md).
import { BENEFICIARY_TYPES, BILL_TAB_SEGMENTS } from '@paydesk/contracts/bill-categories';
import type { RouteObject } from 'react-router';
import { AuthLayout } from '../features/auth/components/auth-layout.tsx';
import * as loginPage from '../features/auth/routes/login.tsx';
import { GuestOnly } from './guards/guest-only.tsx';
import { PageLoader } from './page-loader.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { moved, page } from './route-helpers.ts';
import { payrollConfigurationRoutes, settingsRoutes } from './routes-settings.tsx';

// The layouts of the signed-in app and of the operator console load with their first page, never with the
// logged-out pages (issue 30). The logged-out split layout stays in the first load: /login draws it first.
const layouts = {
  sessionGuard: async () => ({ Component: (await import('./guards/session-guard.tsx')).SessionGuard }),
  signedInSession: async () => ({
    Component: (await import('./layouts/signed-in-session.tsx')).SignedInSession,
  }),
  sessionSync: async () => ({
    Component: (await import('./layouts/session-sync-layout.tsx')).SessionSyncLayout,
  }),
  app: async () => ({ Component: (await import('./layouts/app-layout.tsx')).AppLayout }),
  featureGate: async () => ({ Component: (await import('./guards/feature-gate.tsx')).FeatureGate }),
  payrollConfiguration: async () => ({
    Component: (await import('./layouts/payroll-configuration-layout.tsx')).PayrollConfigurationLayout,
  }),
  settings: async () => ({ Component: (await import('./layouts/settings-layout.tsx')).SettingsLayout }),
  ops: async () => ({ Component: (await import('../features/ops/components/ops-layout.tsx')).OpsLayout }),
};

const auth = {
  // The one page in the first load: most visits start at /login, and on a phone network a lazy page costs a round
  // trip for its chunk and ~20 more requests for its small shared chunks (docs/web-performance.md). Its form's
  // schema and calls still load on demand (features/auth/api/login-calls.ts).
  login: async () => loginPage,
  twoFactor: () => import('../features/auth/routes/two-factor-auth.tsx'),
  getStarted: () => import('../features/auth/routes/get-started.tsx'),
  getStartedComplete: () => import('../features/auth/routes/get-started-complete.tsx'),
  getStartedSuccess: () => import('../features/auth/routes/get-started-success.tsx'),
  verifyEmail: () => import('../features/auth/routes/verify-email.tsx'),
  createBusinessPassword: () => import('../features/auth/routes/create-business-password.tsx'),
  accountConfirmation: () => import('../features/auth/routes/account-confirmation.tsx'),
  accountConfirmationSuccess: () => import('../features/auth/routes/account-confirmation-success.tsx'),
  confirmAccountLink: () => import('../features/auth/routes/confirm-account-link.tsx'),
  forgotPassword: () => import('../features/auth/routes/forgot-password.tsx'),
  resetPassword: () => import('../features/auth/routes/reset-password.tsx'),
  resetPasswordSuccess: () => import('../features/auth/routes/reset-password-success.tsx'),
  memberCreatePassword: () => import('../features/auth/routes/member-create-password.tsx'),
  memberCreatePasswordSuccess: () => import('../features/auth/routes/member-create-password-success.tsx'),
  memberResetPassword: () => import('../features/auth/routes/member-reset-password.tsx'),
  memberResetPasswordSuccess: () => import('../features/auth/routes/member-reset-password-success.tsx'),
  unauthorized: () => import('../features/auth/routes/unauthorized.tsx'),
};
const errors = {
  notFound: () => import('../features/errors/routes/not-found.tsx'),
  iframeCheck: () => import('../features/errors/routes/iframe-check.tsx'),
};

const approvals = {
  dashboard: () => import('../features/approvals/routes/dashboard.tsx'),
  workflow: () => import('../features/approvals/routes/workflow.tsx'),
  link: () => import('../features/approvals/routes/link.tsx'),
};
const requestsView = { permission: 'approvals.requests.view' } as const;
const auditLogs = () => import('../features/audit-logs/routes/audit-logs.tsx');
const trade = () => import('../features/trade/routes/trade.tsx');
const wallets = {
  dashboard: () => import('../features/wallets/routes/dashboard.tsx'),
  verifyFundStatus: () => import('../features/wallets/routes/verify-fund-status.tsx'),
  allAccounts: () => import('../features/wallets/routes/all-accounts.tsx'),
  accountDetails: () => import('../features/wallets/routes/account-details.tsx'),
  balance: () => import('../features/wallets/routes/wallet-balance.tsx'),
  fund: () => import('../features/wallets/routes/wallet-fund.tsx'),
  history: () => import('../features/wallets/routes/transaction-history.tsx'),
  financing: () => import('../features/wallets/routes/financing-options.tsx'),
  sandboxCheckout: () => import('../features/wallets/routes/sandbox-checkout.tsx'),
};
const payments = {
  beneficiaries: () => import('../features/payments/routes/beneficiaries.tsx'),
  instantTransfers: () => import('../features/payments/routes/instant-transfers.tsx'),
  recurringTransfers: () => import('../features/payments/routes/recurring-transfers.tsx'),
  recurringHistory: () => import('../features/payments/routes/recurring-history.tsx'),
  transferDetails: () => import('../features/payments/routes/transfer-details.tsx'),
  batchResult: () => import('../features/payments/routes/batch-result.tsx'),
  bills: () => import('../features/payments/bills/routes/bills.tsx'),
  billPayment: () => import('../features/payments/bills/routes/bill-payment.tsx'),
};
const transactionsView = { permission: 'payments.transactions.view' } as const;
const businesses = {
  addCompany: () => import('../features/businesses/routes/add-company.tsx'),
  addUser: () => import('../features/businesses/routes/add-user.tsx'),
  addPreview: () => import('../features/businesses/routes/add-preview.tsx'),
};
const adminVerify = {
  accept: () => import('../features/team/routes/verify-accept.tsx'),
  success: () => import('../features/team/routes/verify-success.tsx'),
  password: () => import('../features/team/routes/verify-password.tsx'),
};

const compliance = {
  onboarding: () => import('../features/compliance/routes/onboarding.tsx'),
  selectBusinessType: () => import('../features/compliance/routes/select-business-type.tsx'),
  registered: () => import('../features/compliance/routes/registered-progress.tsx'),
  registeredInformation: () => import('../features/compliance/routes/registered-business-information.tsx'),
  documents: () => import('../features/compliance/routes/business-documents.tsx'),
  directors: () => import('../features/compliance/routes/directors-information.tsx'),
  freelance: () => import('../features/compliance/routes/freelance-progress.tsx'),
  freelanceInformation: () => import('../features/compliance/routes/freelance-business-information.tsx'),
  identity: () => import('../features/compliance/routes/identity.tsx'),
  address: () => import('../features/compliance/routes/address.tsx'),
  status: () => import('../features/compliance/routes/status.tsx'),
};
const ops = {
  login: () => import('../features/ops/routes/login.tsx'),
  queue: () => import('../features/ops/routes/queue.tsx'),
  verification: () => import('../features/ops/routes/verification.tsx'),
  businesses: () => import('../features/ops/routes/businesses.tsx'),
  inboundTransfers: () => import('../features/ops/routes/inbound-transfers.tsx'),
  credit: () => import('../features/ops/routes/credit.tsx'),
  trade: () => import('../features/ops/routes/trade.tsx'),
  tradeAdvance: () => import('../features/ops/routes/trade-advance.tsx'),
  reconciliation: () => import('../features/ops/routes/reconciliation.tsx'),
};
const people = {
  employees: () => import('../features/people/routes/employees.tsx'),
  addEmployee: () => import('../features/people/routes/add-employee.tsx'),
  editEmployee: () => import('../features/people/routes/edit-employee.tsx'),
  groups: () => import('../features/people/routes/groups.tsx'),
  createGroup: () => import('../features/people/routes/create-group.tsx'),
  editGroup: () => import('../features/people/routes/edit-group.tsx'),
  groupDetails: () => import('../features/people/routes/group-details.tsx'),
  uploadResult: () => import('../features/people/routes/upload-result.tsx'),
  accepted: () => import('../features/people/routes/accepted-employees.tsx'),
  invited: () => import('../features/people/routes/invited-employees.tsx'),
  crm: () => import('../features/people/routes/crm.tsx'),
  accounts: () => import('../features/people/routes/employee-accounts.tsx'),
  accountTransactions: () => import('../features/people/routes/employee-account-transactions.tsx'),
};
const employeesView = { permission: 'people.employees.view' } as const;
const transactionHistory = () => import('./routes/transaction-history.tsx');
const onDemandPages = {
  withdrawals: () => import('../features/on-demand/routes/withdrawals.tsx'),
  setWithdrawals: () => import('../features/on-demand/routes/set-withdrawals.tsx'),
  reconciliation: () => import('../features/on-demand/routes/reconciliation.tsx'),
  paymentNotes: () => import('../features/on-demand/routes/payment-notes.tsx'),
  paymentNote: () => import('../features/on-demand/routes/payment-note-details.tsx'),
  paymentHistory: () => import('../features/on-demand/routes/payment-history.tsx'),
};
const employeesManage = { permission: 'people.employees.manage' } as const;
const groupsView = { permission: 'people.groups.view' } as const;
const groupsManage = { permission: 'people.groups.manage' } as const;
const staff = {
  login: () => import('../features/staff/routes/login.tsx'),
  acceptInvite: () => import('../features/staff/routes/accept-invite.tsx'),
  home: () => import('../features/staff/routes/home.tsx'),
  payslips: () => import('../features/staff/routes/payslips.tsx'),
  chooseEmployer: () => import('../features/staff/routes/choose-employer.tsx'),
};
const payrollRuns = {
  list: () => import('../features/payroll/routes/payroll-list.tsx'),
  create: () => import('../features/payroll/routes/create-payroll.tsx'),
  run: () => import('../features/payroll/routes/run-payroll.tsx'),
  finalize: () => import('../features/payroll/routes/finalize-payroll.tsx'),
  paySalary: () => import('../features/payroll/routes/pay-salary.tsx'),
  payRemittance: () => import('../features/payroll/routes/pay-remittance.tsx'),
  history: () => import('../features/payroll/routes/payroll-history.tsx'),
  historyRun: () => import('../features/payroll/routes/payroll-history-run.tsx'),
  compliance: () => import('../features/compliance-calendar/routes/compliance-calendar.tsx'),
  annualReturns: () => import('../features/annual-returns/routes/annual-returns.tsx'),
};
const supportLogin = () => import('../features/session/routes/support-login.tsx');

const unverifiedOk = { allowUnverified: true } as const;
const onDemand = { feature: 'on-demand' } as const;
const payroll = { feature: 'payroll' } as const;
// The permission each page's own reads and actions need at the API: a role without it gets the 401 page, never a
// page of refused calls.
const payrollView = { ...payroll, permission: 'payroll.view' } as const;
const notesView = { permission: 'payments.invoices.view' } as const;

// §2.1 — logged-out only, in the split auth layout.
const loggedOutRoutes: RouteObject[] = [
  page('/onboarding/verify-email', 'Confirm your email', auth.verifyEmail),
  page('/onboarding/create-business-password', 'Create your password', auth.createBusinessPassword),
  page('/login', 'Log in', auth.login),
  page('/login/two-factor-auth', 'Login code', auth.twoFactor),
  page('/onboarding/get-started', 'Get started', auth.getStarted),
  page('/get-started/complete', 'Business details', auth.getStartedComplete),
  page('/get-started/success', 'Account ready', auth.getStartedSuccess),
  page('/account-confirmation', 'Confirm your account', auth.accountConfirmation),
  page('/account-confirmation/success', 'Email confirmed', auth.accountConfirmationSuccess),
  page('/forgot-password', 'Forgot password', auth.forgotPassword),
  page('/reset-password', 'Reset password', auth.resetPassword),
  page('/reset-password/success', 'Password reset', auth.resetPasswordSuccess),
  page('/create-your-password/:token', 'Create your password', auth.memberCreatePassword),
  page('/create-your-password/member/success', 'Password set', auth.memberCreatePasswordSuccess),
  page('/reset-your-password/:token', 'Reset your password', auth.memberResetPassword),
  page('/reset-your-password/member/success', 'Password reset', auth.memberResetPasswordSuccess),
];

// §2.2 — open to everyone.
const openRoutes: RouteObject[] = [
  page('/account/confirmation/:id/:activationToken', 'Confirming your email', auth.confirmAccountLink),
  page('/setwithdrawals/:payload', 'Withdrawal request', onDemandPages.setWithdrawals),
  page('/ep-admin/login/:payload', 'Support sign-in', supportLogin),
  // Accepting an administrator's or member's invitation, in the split layout of the logged-out pages.
  {
    Component: AuthLayout,
    children: [
      page('/admin/verify/:id/:adminToken', 'Accept invitation', adminVerify.accept),
      page('/admin/verify/success', 'Invitation accepted', adminVerify.success),
      page('/admin/verify/:adminToken', 'Create your password', adminVerify.password),
    ],
  },
  page('/temp/iframe-check', 'Frame check', errors.iframeCheck),
  // The approvers' emailed link (APPROVAL_LINK_PAGE): it sends a signed-out member to sign in, then back to it.
  page('/approvals/link', 'Approval request', approvals.link),
  page('/401', 'Not permitted', auth.unauthorized),
  page('/404', 'Page not found', errors.notFound),
  // The sandbox funding provider's hosted checkout: the payer need not be signed in.
  page('/sandbox/checkout/:reference', 'Checkout', wallets.sandboxCheckout),
];

// §2.3 — logged in, inside the app shell.
const shellRoutes: RouteObject[] = [
  // Compliance: open to unverified businesses.
  page('/compliance/onboarding', 'Business verification', compliance.onboarding, unverifiedOk),
  page('/compliance/select-business-type', 'Business type', compliance.selectBusinessType, unverifiedOk),
  page(
    '/compliance/verification/registered-business',
    'Registered business verification',
    compliance.registered,
    unverifiedOk,
  ),
  page(
    '/compliance/verification/registered-business/business-information',
    'Business information',
    compliance.registeredInformation,
    unverifiedOk,
  ),
  page(
    '/compliance/verification/registered-business/business-documents',
    'Business documents',
    compliance.documents,
    unverifiedOk,
  ),
  page(
    '/compliance/verification/registered-business/directors-information',
    'Directors information',
    compliance.directors,
    unverifiedOk,
  ),
  page(
    '/compliance/verification/unregistered-business',
    'Freelance business verification',
    compliance.freelance,
    unverifiedOk,
  ),
  page(
    '/compliance/verification/unregistered-business/business-information',
    'Business information',
    compliance.freelanceInformation,
    unverifiedOk,
  ),
  page(
    '/compliance/verification/unregistered-business/identity',
    'Identity verification',
    compliance.identity,
    unverifiedOk,
  ),
  page(
    '/compliance/verification/unregistered-business/address',
    'Address verification',
    compliance.address,
    unverifiedOk,
  ),
  page('/compliance/status', 'Verification status', compliance.status, unverifiedOk),
  // Account and dashboard.
  page('/account/add/company', 'Add a business', businesses.addCompany),
  page('/account/add/user', 'Add a business', businesses.addUser),
  page('/account/add/preview', 'Add a business', businesses.addPreview),
  page('/financing-options', 'Financing options', wallets.financing, { feature: 'credit' }),
  { index: true, handle: { title: 'Dashboard' }, lazy: wallets.dashboard },
  page('/dashboard', 'Dashboard', wallets.dashboard),
  page('/dashboard/verify-fund-status', 'Funding status', wallets.verifyFundStatus),
  // People.
  page('/people/employees', 'Employees', people.employees, { ...unverifiedOk, ...employeesView }),
  page('/people/employees/ERA', 'On-demand accounts', people.accounts, employeesView),
  page(
    '/people/employees/era/:id/transactions',
    'Employee transactions',
    people.accountTransactions,
    employeesView,
  ),
  page('/people/employees/accepted', 'Accepted employees', people.accepted, {
    ...onDemand,
    ...employeesView,
  }),
  page('/invited-employees', 'Invited employees', people.invited, {
    ...onDemand,
    ...unverifiedOk,
    ...employeesView,
  }),
  page('/people/employees/invited-employees', 'Invited employees', people.invited, {
    ...onDemand,
    ...unverifiedOk,
    ...employeesView,
  }),
  page('/people/employees/crm', 'Contacts', people.crm, employeesView),
  page('/people/employees/add', 'Add employees', people.addEmployee, employeesManage),
  page('/people/employees/add/upload-result/:jobId', 'Upload result', people.uploadResult, employeesManage),
  page('/people/employees/edit/:id/:slug?', 'Edit employee', people.editEmployee, employeesView),
  page('/people/groups', 'Groups', people.groups, groupsView),
  page('/people/groups/create', 'Create group', people.createGroup, groupsManage),
  page('/people/groups/edit/:id', 'Edit group', people.editGroup, groupsManage),
  page('/people/groups/details/:id', 'Group details', people.groupDetails, groupsView),
  page('/people/groups/group-details/:id', 'Group details', people.groupDetails, groupsView),
  // Money.
  page('/withdrawals', 'Withdrawals', onDemandPages.withdrawals, {
    ...onDemand,
    permission: 'people.withdrawals.view',
  }),
  page('/reconciliation', 'Reconciliation', onDemandPages.reconciliation, {
    ...onDemand,
    permission: 'people.reconciliation.view',
  }),
  page('/transaction-history', 'Transaction history', transactionHistory, transactionsView),
  page('/payment-note', 'Payment notes', onDemandPages.paymentNotes, { ...onDemand, ...notesView }),
  page('/payment-note/details/:invoiceId', 'Payment note', onDemandPages.paymentNote, notesView),
  page('/payment-history', 'Payment history', onDemandPages.paymentHistory, notesView),
  page('/trade', 'Trade', trade, { feature: 'trade', permission: 'trade.view' }),
  page('/account/all-accounts', 'Accounts', wallets.allAccounts, { permission: 'wallets.view' }),
  page('/account/all-accounts/:walletId', 'Account details', wallets.accountDetails, {
    permission: 'wallets.view',
  }),
  page('/wallet/balance', 'Wallet balance', wallets.balance, { permission: 'wallets.view' }),
  page('/wallet/fund', 'Fund wallet', wallets.fund, { permission: 'wallets.fund' }),
  page('/payments/transactions', 'Transactions', wallets.history, transactionsView),
  page('/payments/transaction-history', 'Transaction history', wallets.history, transactionsView),
  page('/payments/transfers/instant-transfers', 'Instant transfers', payments.instantTransfers, {
    permission: 'payments.transfer.create',
  }),
  page('/payments/transfers/details/:id', 'Transfer details', payments.transferDetails, transactionsView),
  page('/payments/transfers/batches/:id', 'Transfer batch', payments.batchResult, transactionsView),
  page('/payments/transfers/recurring-transfers', 'Recurring transfers', payments.recurringTransfers, {
    permission: 'payments.recurring.manage',
  }),
  page(
    '/payments/transfers/recurring-transfers/:id/history',
    'Recurring transfer history',
    payments.recurringHistory,
    { permission: 'payments.recurring.manage' },
  ),
  ...BILL_TAB_SEGMENTS.map((bill) =>
    page(`/payments/bills/${bill}`, 'Bill payments', payments.bills, { permission: 'payments.bills.pay' }),
  ),
  ...[...BENEFICIARY_TYPES, 'add', 'bulk-upload'].map((tab) =>
    page(`/payments/beneficiaries/${tab}`, 'Beneficiaries', payments.beneficiaries, {
      permission: 'payments.beneficiaries.view',
    }),
  ),
  page('/bill-payment', 'Bill payment', payments.billPayment, { permission: 'payments.bills.pay' }),
  // Payroll.
  page('/payroll', 'Payroll', payrollRuns.list, payrollView),
  page('/payroll/create', 'Create payroll', payrollRuns.create, { ...payroll, permission: 'payroll.manage' }),
  page('/payroll/:id/run', 'Run payroll', payrollRuns.run, payrollView),
  page('/payroll/:id/finalize', 'Finalize payroll', payrollRuns.finalize, payrollView),
  page('/payroll/:id/pay-salary', 'Pay salaries', payrollRuns.paySalary, payrollView),
  page('/payroll/:id/pay-remittance/:remittanceId', 'Pay remittance', payrollRuns.payRemittance, payrollView),
  page('/payroll/history', 'Payroll history', payrollRuns.history, payrollView),
  page('/payroll/compliance', 'Compliance calendar', payrollRuns.compliance, payrollView),
  page('/payroll/annual-returns', 'Annual PAYE returns', payrollRuns.annualReturns, payrollView),
  page('/payroll/history/:id', 'Payroll history', payrollRuns.historyRun, payrollView),
  // Approvals and audit.
  page('/approvals/dashboard', 'Approvals', approvals.dashboard, requestsView),
  page('/approvals/workflow', 'Approval workflows', approvals.workflow, requestsView),
  page('/audit-logs', 'Audit Logs', auditLogs),
  { lazy: layouts.settings, children: settingsRoutes },
];

// §2.4 — redirects, then everything else to /404.
const redirects: RouteObject[] = [
  moved('/compliance', '/compliance/onboarding'),
  moved('/payments/transfers', '/payments/transfers/instant-transfers'),
  moved('/payments/bills', '/payments/bills/airtime'),
  moved('/payments/beneficiaries', '/payments/beneficiaries/transfers'),
  moved('/wallet', '/account/all-accounts'),
  moved('/savings', '/'),
  // The sidebar's add-new-business link (spec §2.6) starts the add-a-business steps.
  moved('/account/add', '/account/add/company'),
  // /payroll-configuration → pay-schedule is the index of its layout (see payrollConfigurationRoutes).
  moved('/account/profile', '/settings/profile'),
  moved('/settings', '/settings/profile'),
  moved('/approvals', '/approvals/dashboard'),
  moved('*', '/404'),
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      { Component: GuestOnly, children: [{ Component: AuthLayout, children: loggedOutRoutes }] },
      ...openRoutes,
      // The employee app: its own sign-in, session and phone-first frame, outside the business session.
      page('/staff/login', 'Staff sign-in', staff.login),
      page('/staff/invite/:companyId/:employeeId/:token', 'Accept invitation', staff.acceptInvite),
      page('/staff', 'Your pay', staff.home),
      page('/staff/employer', 'Choose your employer', staff.chooseEmployer),
      page('/staff/payslips', 'Payslips', staff.payslips),
      page('/staff/withdraw', 'Withdraw or save', () => import('../features/staff/routes/withdraw.tsx')),
      // The operator console: its own sign-in and layout, outside the business session.
      page('/ops/login', 'Operator sign-in', ops.login),
      {
        lazy: layouts.ops,
        children: [
          page('/ops', 'Verification queue', ops.queue),
          page('/ops/verifications/:id', 'Submission', ops.verification),
          page('/ops/businesses', 'Businesses', ops.businesses),
          page('/ops/inbound-transfers', 'Inbound transfers', ops.inboundTransfers),
          page('/ops/credit', 'Credit requests', ops.credit),
          page('/ops/trade', 'Trade advances', ops.trade),
          page('/ops/trade/:id', 'Trade advance', ops.tradeAdvance),
          page('/ops/reconciliation', 'Ledger reconciliation', ops.reconciliation),
        ],
      },
      {
        lazy: layouts.sessionGuard,
        children: [
          {
            lazy: layouts.signedInSession,
            children: [
              {
                lazy: layouts.sessionSync,
                children: [
                  { lazy: layouts.app, children: [{ lazy: layouts.featureGate, children: shellRoutes }] },
                  {
                    path: '/payroll-configuration',
                    lazy: layouts.payrollConfiguration,
                    children: [{ lazy: layouts.featureGate, children: payrollConfigurationRoutes }],
                  },
                ],
              },
            ],
          },
        ],
      },
      ...redirects,
    ],
  },
];
