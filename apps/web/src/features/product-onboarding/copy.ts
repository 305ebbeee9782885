// Texts of the restricted-feature page and the payroll and on-demand onboarding pages (spec §4 rules 4–6).
export const RESTRICTED_COPY = {
  title: 'Available to registered businesses',
  body: 'Payroll, on-demand pay, credit and trade are open to businesses registered with the Corporate Affairs Commission (CAC). Your business is a freelance business (not registered).',
  dashboard: 'Go to dashboard',
  support: 'Talk to support',
} as const;

export const ONBOARDING_COPY = {
  payroll: {
    title: 'Set up payroll',
    intro: 'Pay your team on time, with PAYE, pension and other deductions worked out for you.',
    steps: [
      'Create a pay schedule: when salaries are paid',
      'Define pay structures: basic, housing, transport and other pay items',
      'Group employees into pay groups and assign structures, benefits and allowances',
      'Run payroll, review it, then pay salaries and remittances',
    ],
    action: 'Get started',
  },
  'on-demand': {
    title: 'On-demand pay',
    intro:
      'Let employees take part of the wages they have already earned before payday, within limits you set.',
    steps: [
      'Set the on-demand pay limits for your business',
      'Invite employees to on-demand pay',
      'Approve or reject withdrawal requests, and reconcile at payday',
    ],
    action: 'Get started',
  },
} as const;
