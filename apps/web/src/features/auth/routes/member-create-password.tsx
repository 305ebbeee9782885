import { useMemberCreatePasswordMutation } from '../api/member-password-mutations.ts';
import { MemberPasswordForm } from '../components/member-password-form.tsx';
import { AUTH_ROUTES } from '../paths.ts';

export function Component() {
  return (
    <MemberPasswordForm
      title="Create your password"
      description={(link) =>
        link?.companyName
          ? `${link.companyName} invited you to Paydesk. Choose a password to activate your account.`
          : 'You have been invited to a business on Paydesk. Choose a password to activate your account.'
      }
      submitLabel="Create password"
      successPath={AUTH_ROUTES.memberCreatePasswordSuccess}
      expiredHint="Invitation links work once and expire. Ask the business owner or an administrator to send you a new invitation."
      mutation={useMemberCreatePasswordMutation()}
    />
  );
}
