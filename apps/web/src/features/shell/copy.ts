// Texts of the authenticated shell (spec §2.6). The labels the spec names are written exactly as it names them.

export const SIDEBAR_LABELS = {
  verification: 'Verification',
  dashboard: 'Dashboard',
  account: 'Account',
  addBusiness: 'Add New Business',
  payments: 'Payments',
  transfers: 'Transfers',
  billPayments: 'Bill Payments',
  transactionHistory: 'Transaction History',
  beneficiaries: 'Beneficiaries',
  people: 'People',
  employees: 'Employees',
  groups: 'Groups',
  invited: 'Invited',
  accepted: 'Accepted',
  contacts: 'Contacts',
  onDemandAccounts: 'On-demand accounts',
  onDemandPay: 'On-demand pay',
  withdrawals: 'Withdrawals',
  reconciliation: 'Reconciliation',
  paymentNotes: 'Payment notes',
  paymentHistory: 'Payment history',
  onDemandSettings: 'Settings',
  onDemandTransactions: 'Transactions',
  trade: 'Trade',
  payroll: 'Payroll',
  allPayroll: 'All Payroll',
  complianceCalendar: 'Compliance Calendar',
  payrollConfiguration: 'Payroll Configuration',
  approvals: 'Approvals',
  auditLogs: 'Audit Logs',
  settings: 'Settings',
} as const;

export const SHELL_COPY = {
  expand: 'Expand',
  collapse: 'Collapse sidebar',
  openMenu: 'Open menu',
  mainNavigation: 'Main navigation',
  breadcrumb: 'Breadcrumb',
  walletBalance: 'Wallet balance',
  showBalance: 'Show balance',
  hideBalance: 'Hide balance',
  hiddenBalance: '••••••',
} as const;

/** Page titles of the settings paths (spec §2.6 header). */
export const SETTINGS_TITLES: Readonly<Record<string, string>> = {
  '/settings/profile': 'Profile',
  '/settings/info': 'Company Details',
  '/settings/team-management': 'Team Management',
  '/settings/team-management/roles': 'Role Management',
  '/settings/ondemand-pay': 'On-Demand Pay',
  '/settings/login-security': 'Login & Security',
};

/** The settings sub-navigation (desktop column, phone menu and the mobile drawer). */
export const SETTINGS_NAV_LABELS = {
  title: 'Settings',
  navigation: 'Settings navigation',
  section: 'Settings page',
  profile: 'Profile',
  loginSecurity: 'Login & Security',
  companyDetails: 'Company Details',
  preferences: 'Preferences',
  teamManagement: 'Team Management',
  roleManagement: 'Role Management',
  administrators: 'Administrators',
  approvals: 'Approval settings',
  transactionLimits: 'Transaction limits',
  onDemandPay: 'On-Demand Pay',
  settlements: 'Settlements',
  integrations: 'Integrations',
} as const;

export const PROFILE_MENU_COPY = {
  viewProfile: 'View Profile',
  switchBusiness: 'Switch business',
  support: 'Support',
  blog: 'Blog',
  logout: 'Logout',
  privacy: 'Privacy',
  terms: 'Terms',
  openProfileMenu: 'Open profile menu',
} as const;

export const MOBILE_MENU_COPY = {
  myProfile: 'My Profile',
  settings: 'Settings',
  switchBusiness: 'Switch business',
  administrators: 'Administrators',
  logout: 'Logout',
} as const;

export const IDLE_COPY = {
  title: 'Login expiring...',
  stayLoggedIn: 'Stay logged in',
  logout: 'Logout',
  expiring: 'Your session is about to expire because you have been inactive.',
  countdown: (seconds: number) =>
    `You will be logged out automatically in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
} as const;

export const PAYROLL_FEATURES_COPY = {
  heading: 'Features Overview',
  features: [
    {
      title: 'Payroll Processing',
      text: 'Run salaries for every employee in a few clicks, with payslips ready.',
    },
    { title: 'Tax Management', text: 'PAYE worked out for each employee and ready to remit.' },
    { title: 'Pension Remittance', text: 'Pension contributions calculated and sent to each provider.' },
    {
      title: 'Multiple Pay Structure Creation',
      text: 'Different structures for different teams, grades and contracts.',
    },
  ],
  benefitsHeading: 'Why Choose Our Payroll Service',
  benefits: [
    { title: 'Time Savings', text: 'Hours of spreadsheet work become minutes.' },
    { title: 'Accuracy', text: 'Every figure computed to the kobo.' },
    { title: 'Compliance', text: 'Tax, pension and NHF rules applied for you.' },
    { title: 'Convenience', text: 'Everything in the dashboard you already use.' },
  ],
  callToAction: 'Try It Out - On the House!',
  startNow: 'Start Now',
} as const;
