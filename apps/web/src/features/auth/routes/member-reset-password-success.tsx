import { SuccessPanel } from '../components/success-panel.tsx';
import { AUTH_ROUTES } from '../paths.ts';

export function Component() {
  return (
    <SuccessPanel
      title="Your password has been reset"
      description="Log in with your email and your new password."
      actionLabel="Log in"
      actionTo={AUTH_ROUTES.login}
    />
  );
}
