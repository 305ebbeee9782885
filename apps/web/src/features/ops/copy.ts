// Texts of the operator console.
export const OPS_COPY = {
  brand: 'Paydesk Operations',
  loginTitle: 'Operator sign-in',
  loginIntro: 'For Paydesk staff. Business accounts sign in at /login.',
  codeTitle: 'Enter your console code',
  codeLabel: 'Console code',
  signIn: 'Sign in',
  verify: 'Verify and sign in',
  signOut: 'Sign out',
  queue: 'Verification queue',
  queueIntro: 'Businesses waiting for review, oldest first.',
  businesses: 'Businesses',
  businessesIntro: 'Find a business to sign in to it as support.',
  emptyQueue: 'No business is waiting for review.',
  review: 'Review',
  startReview: 'Start review',
  approve: 'Approve',
  reject: 'Reject',
  approveQuestion: 'Approve this business? It becomes verified and every feature opens to it.',
  rejectTitle: 'Send back to the business',
  rejectLabel: 'What must the business fix?',
  approved: 'Business verified',
  rejected: 'Verification sent back to the business',
  supportTitle: 'Sign in as support',
  supportReason: 'Reason (the business sees it)',
  supportCreate: 'Create sign-in link',
  supportLinkHint:
    'The link works once, within 5 minutes. Open it in a private window to keep this console signed in.',
  openLink: 'Open link',
  copyLink: 'Copy link',
  copied: 'Copied',
  sessionEnded: 'Your console session has ended. Sign in again.',
} as const;

export const STATUS_LABELS: Record<string, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  draft: 'Draft',
};

/** A business type label at the start of a cell: 'Freelance business (not registered)'. */
export const typeLabel = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);
