// Audit actions are codes ('auth.login.code-sent'); people read 'Login code sent'. Unknown codes are spelled out.
const KNOWN: Readonly<Record<string, string>> = {
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
};

const words = (part: string) => part.replace(/[-_]+/g, ' ').trim();

export function actionLabel(action: string): string {
  const known = KNOWN[action];
  if (known) return known;
  const text = action.split('.').map(words).filter(Boolean).join(' · ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : action;
}
