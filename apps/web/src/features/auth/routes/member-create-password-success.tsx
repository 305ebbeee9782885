import { SuccessPanel } from '../components/success-panel.tsx';
import { AUTH_ROUTES } from '../paths.ts';

export function Component() {
  return (
    <SuccessPanel
      title="Your password is set"
      description="Your account is active. Log in with your email and the password you just chose."
      actionLabel="Log in"
      actionTo={AUTH_ROUTES.login}
    />
  );
}
