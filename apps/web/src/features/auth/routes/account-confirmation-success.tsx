import { useLocation } from 'react-router';
import { SuccessPanel } from '../components/success-panel.tsx';
import { AUTH_ROUTES, stateField } from '../paths.ts';

export function Component() {
  const location = useLocation();
  const passwordToken = stateField(location.state, 'passwordToken');
  const email = stateField(location.state, 'email');
  return (
    <SuccessPanel
      title="Your email is confirmed"
      description="Thank you for confirming your email address. Create a password to finish setting up your business account."
      actionLabel="Create password"
      actionTo={AUTH_ROUTES.createBusinessPassword}
      actionState={{ passwordToken, email }}
    />
  );
}
