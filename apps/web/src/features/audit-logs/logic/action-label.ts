// The audit catalogue: action codes ('wallet.pin.wrong') and target kinds as people read them. An unknown code is
// spelled out rather than hidden, so a new action still shows until it is named here.
const ACTIONS: Readonly<Record<string, string>> = {
  'auth.signup': 'Signed up',
  'auth.email.confirm': 'Confirmed email',
  'auth.login': 'Logged in',
  'auth.login.code-sent': 'Login code sent',
  'auth.login.code-resent': 'Login code resent',
  'auth.refresh.reuse-detected': 'Refresh token reuse detected',
  'auth.logout': 'Logged out',
  'auth.password.reset-requested': 'Password reset requested',
  'auth.password.reset': 'Password reset',
  'auth.password.create': 'Password created',
  'auth.password.change': 'Password changed',
  'businesses.sub-account.create': 'Business added',
  'businesses.sub-account.login': 'Switched to a business',
  'businesses.switch-to-main': 'Switched to the main business',
  'compliance.business-type.select': 'Business type chosen',
  'compliance.business-information.save': 'Business information saved',
  'compliance.address.save': 'Business address saved',
  'compliance.director.add': 'Director added',
  'compliance.director.update': 'Director updated',
  'compliance.director.delete': 'Director removed',
  'compliance.document.upload': 'Document uploaded',
  'compliance.document.replace': 'Document replaced',
  'compliance.identity.code-sent': 'Identity code sent',
  'compliance.identity.verify': 'Identity verified',
  'compliance.submit': 'Verification submitted',
  'compliance.review.start': 'Verification review started',
  'compliance.approve': 'Verification approved',
  'compliance.reject': 'Verification rejected',
  'credit.request': 'Credit requested',
  'credit.disburse': 'Credit disbursed',
  'credit.reject': 'Credit request declined',
  'settings.limits.update': 'Transaction limits changed',
  'settings.limits.member-update': 'Member limits changed',
  'settings.limits.member-reset': 'Member limits reset',
  'support.link.create': 'Support access link created',
  'support.login': 'Support signed in',
  'team.member.invite': 'Member invited',
  'team.member.invite-resend': 'Invitation resent',
  'team.member.accept-invite': 'Invitation accepted',
  'team.member.role-change': 'Member role changed',
  'team.member.remove': 'Member removed',
  'team.member.status': 'Member status changed',
  'team.role.create': 'Role created',
  'team.role.update': 'Role updated',
  'team.role.delete': 'Role deleted',
  'team.admin.invite': 'Administrator invited',
  'team.admin.update': 'Administrator updated',
  'team.admin.assign-business': 'Businesses assigned to an administrator',
  'team.ownership.code-sent': 'Ownership transfer code sent',
  'team.ownership.transfer': 'Ownership transferred',
  'wallet.create': 'Wallet created',
  'wallet.rename': 'Wallet renamed',
  'wallet.close': 'Wallet closed',
  'wallet.freeze': 'Wallet frozen',
  'wallet.unfreeze': 'Wallet unfrozen',
  'wallet.move': 'Money moved between wallets',
  'wallet.fund.initiate': 'Card funding started',
  'wallet.fund.credited': 'Card funding credited',
  'wallet.fund.failed': 'Card funding failed',
  'wallet.pin.code-sent': 'PIN code sent',
  'wallet.pin.create': 'Transaction PIN created',
  'wallet.pin.reset': 'Transaction PIN reset',
  'wallet.pin.wrong': 'Wrong transaction PIN entered',
  'wallet.pin.locked': 'Transaction PIN locked',
  'wallet.statement.request': 'Statement requested',
  'wallet.yield.opt-in': 'Yield turned on',
  'wallet.yield.opt-out': 'Yield turned off',
  'ops.wallet.simulate-inbound-transfer': 'Inbound transfer received',
  deny: 'Access denied',
};

const TARGETS: Readonly<Record<string, string>> = {
  user: 'Member',
  member: 'Member',
  company: 'Business',
  session: 'Session',
  'login-challenge': 'Login code',
  wallet: 'Wallet',
  transaction: 'Transaction',
  role: 'Role',
  invite: 'Invitation',
  director: 'Director',
  document: 'Document',
  statement: 'Statement',
  'compliance-submission': 'Verification',
  'support-link': 'Support link',
  operator: 'Operator',
  'operator-session': 'Operator session',
  'operator-login-challenge': 'Operator login code',
};

const words = (part: string) => part.replace(/[-_]+/g, ' ').trim();
const sentence = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

export function actionLabel(action: string): string {
  const known = ACTIONS[action];
  if (known) return known;
  const text = action.split('.').map(words).filter(Boolean).join(' · ');
  return text ? sentence(text) : action;
}

/** 'wallet' → 'Wallet'; an unknown kind is spelled out. */
export const targetKindLabel = (type: string) => TARGETS[type] ?? sentence(words(type));

/** The first block of a uuid: enough to tell rows apart; the full id is shown on hover and in the details. */
export const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id);
