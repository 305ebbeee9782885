// Texts of multiple businesses: the switcher and switching modals (spec §2.6, §4, §8) and the add-a-business pages.
import { INCOMPLETE_SUB_ACCOUNT_MESSAGE, INVALID_SUB_ACCOUNT_MESSAGE } from '@paydesk/contracts';

export const SWITCHER_COPY = {
  title: 'Switch business',
  searchLabel: 'Search businesses',
  searchPlaceholder: 'Search by business name',
  loggedIn: 'Logged in',
  switch: 'Switch',
  loading: 'Loading businesses...',
  empty: 'No businesss yet',
  invalidSubAccount: INVALID_SUB_ACCOUNT_MESSAGE,
  mainAccount: 'Main account',
  inactive: 'Registration incomplete',
  managedBy: (name: string) => `Managed by ${name}`,
  addBusiness: 'Add a business',
} as const;

export const SWITCHING_COPY = {
  switchingTitle: 'Switching Account',
  switchingMessage: 'Please wait while we log you in...',
  incompleteTitle: 'Incomplete Account Registration',
  incompleteMessage: INCOMPLETE_SUB_ACCOUNT_MESSAGE,
  steps: {
    companyInfo: 'Fill Company Info',
    adminApproval: 'Admin Approval',
    emailInvite: 'Accept Email Invite',
  },
  close: 'Close',
} as const;

export const ADD_BUSINESS_COPY = {
  title: 'Add a business',
  subtitle:
    'A new business gets its own team, wallets and verification. You can switch between them at any time.',
  steps: ['Business', 'Manager', 'Preview'] as const,
  company: {
    heading: 'About the business',
    companyName: 'Business name',
    businessType: 'Business type',
    industry: 'Industry',
    industryPlaceholder: 'Choose an industry',
  },
  user: {
    heading: 'Who manages this business?',
    self: 'I will manage it',
    selfHint: 'You become its owner and can switch to it straight away.',
    other: 'Someone else will manage it',
    otherHint: 'We email them an invitation. The business is ready once they accept it.',
    email: 'Their email address',
    firstName: 'First name',
    lastName: 'Last name',
    jobTitle: 'Job title (optional)',
    phoneNumber: 'Phone number (optional)',
  },
  preview: {
    heading: 'Check and add',
    business: 'Business',
    manager: 'Manager',
    you: 'You',
    edit: 'Edit',
    submit: 'Add business',
  },
  next: 'Continue',
  back: 'Back',
  added: 'Business added',
  ready: (name: string) => `${name} is ready. Switch to it to set up its team and wallets.`,
  pending: (name: string) => `${name} was added. It can be used once its registration is complete:`,
  switchNow: 'Switch to it now',
  addAnother: 'Add another business',
  notFromSub: 'Businesses are added from the main account. Switch to the main account to add one.',
} as const;
