// Texts of the employee side of on-demand pay (/staff, /staff/withdraw).
export const STAFF_ON_DEMAND_COPY = {
  cardTitle: 'Earnings',
  homeHistory: 'Withdrawals',
  earned: 'Earned to date',
  available: 'Available now',
  drawn: 'Withdrawn this period',
  saved: 'Saved this period',
  /** The one rule behind "Earned to date", said on the screen. */
  basis: {
    net: (pay: string, worked: number, days: number) =>
      `Earned from your net pay for this period, ${pay} after tax and pension: ${worked} of ${days} working days so far.`,
    gross: (pay: string, worked: number, days: number) =>
      `Earned from your gross pay for this period, ${pay} (no pay structure is set for you yet, so tax and pension are not taken off): ${worked} of ${days} working days so far.`,
  },
  withdrawalsLeft: (n: number) => `${n} withdrawal${n === 1 ? '' : 's'} left this period`,
  payday: (date: string) => `Payday ${date}`,
  cutOff: (date: string) => `Withdrawals close ${date}`,
  afterCutOff: (reopens: string) =>
    `Withdrawals are closed for this pay period. They open again on ${reopens}, the day after payday.`,
  paydayToday: 'Today is payday: withdrawals are closed and open again tomorrow, for the next pay period.',
  salaryPaid: 'Your salary for this pay period has been paid: withdrawals open again next period.',
  paused: 'Your employer has paused your withdrawals.',
  stopped: 'Your earnings are stopped.',
  open: 'Withdraw or save',
  back: 'Back',
  title: 'Withdraw or save',
  kinds: { withdrawal: 'Withdraw', saving: 'Save' },
  amount: 'Amount (₦)',
  amountInvalid: 'Enter an amount in naira, e.g. 5000',
  review: 'See the fee',
  fee: 'Fee',
  feePaidBy: { employee: 'You pay the fee', business: 'Your employer pays the fee' },
  payout: 'Sent to your bank',
  toDeduct: 'Deducted on payday',
  confirmWithdrawal: 'Confirm withdrawal',
  confirmSaving: 'Confirm saving',
  change: 'Change amount',
  needsApproval: 'Your employer approves each request before it is paid.',
  history: 'Your withdrawals and savings',
  noHistory: 'Nothing yet this period. Requests you make appear here.',
  loadFailed: 'Could not load your earned pay',
  historyFailed: 'Could not load your requests',
  savingsOff: 'Your employer does not offer savings.',
} as const;

export const STAFF_ON_DEMAND_ROUTES = { withdraw: '/staff/withdraw' } as const;
