import { SuccessPanel } from '../components/success-panel.tsx';
import { AUTH_ROUTES } from '../paths.ts';

export function Component() {
  return (
    <SuccessPanel
      title="Password reset"
      description="Your password has been changed. Log in with your new password."
      actionLabel="Log in"
      actionTo={AUTH_ROUTES.login}
    />
  );
}
