import { SuccessPanel } from '../components/success-panel.tsx';
import { AUTH_ROUTES } from '../paths.ts';

export function Component() {
  return (
    <SuccessPanel
      title="Your business account is ready"
      description="Your email is confirmed and your password is set. Log in to finish setting up your business."
      actionLabel="Log in"
      actionTo={AUTH_ROUTES.login}
    />
  );
}
