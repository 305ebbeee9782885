// Texts of the employee app (/staff). Not in the product spec: the employee side of on-demand pay and payslips.
export const STAFF_COPY = {
  brand: 'Paydesk for staff',
  loginTitle: 'Sign in',
  loginIntro: 'Enter the email or phone number your employer has for you. We will send you a sign-in code.',
  identifierLabel: 'Email or phone number',
  sendCode: 'Send code',
  codeTitle: 'Enter your code',
  codeLabel: 'Sign-in code',
  verify: 'Sign in',
  useAnother: 'Use another email or phone',
  acceptTitle: 'Join on-demand pay',
  acceptIntro: (firstName: string, companyName: string) =>
    `Hi ${firstName}, ${companyName} invited you to on-demand pay: withdraw part of the pay you have already earned.`,
  accept: 'Accept invitation',
  signOut: 'Sign out',
  signedOut: 'You have signed out.',
  profileTitle: 'Your profile',
  bankTitle: 'Bank account',
  confirmBank: 'Confirm this account',
  checkBankAgain: 'Check with the bank again',
  bankMatched: 'Confirmed: the name at the bank matches yours',
  bankMismatch: 'The name at the bank does not match yours. Ask your employer to check your details.',
  bankUnverified: 'Not confirmed yet',
  earningsTitle: 'Earnings',
  withdrawalsTitle: 'Withdrawals',
  payslipsTitle: 'Payslips',
  payslipsOpen: 'View payslips',
  payslipsHint: 'Your payslips and the receipts of the tax and pension paid for you.',
  chooseTitle: 'Choose your employer',
  chooseIntro:
    'You work for more than one business on Paydesk. Choose the one to act for; you can switch at any time.',
  chooseCurrent: 'Current',
  chooseContinue: 'Continue',
  switchEmployer: 'Switch employer',
} as const;

export const STAFF_ROUTES = {
  home: '/staff',
  login: '/staff/login',
  chooseEmployer: '/staff/employer',
} as const;
