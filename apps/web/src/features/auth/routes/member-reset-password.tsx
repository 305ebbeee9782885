import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useMemberResetPasswordMutation } from '../api/member-password-mutations.ts';
import { MemberPasswordForm } from '../components/member-password-form.tsx';
import { AUTH_ROUTES } from '../paths.ts';

export function Component() {
  return (
    <MemberPasswordForm
      title="Reset your password"
      description={(link) =>
        link?.companyName
          ? `Choose a new password for your Paydesk account at ${link.companyName}.`
          : 'Choose a new password for your Paydesk account.'
      }
      submitLabel="Reset password"
      successPath={AUTH_ROUTES.memberResetPasswordSuccess}
      expiredHint={
        <>
          Reset links work once and expire.{' '}
          <Anchor component={Link} to={AUTH_ROUTES.forgotPassword} inherit fw={600}>
            Request a new reset
          </Anchor>
          .
        </>
      }
      mutation={useMemberResetPasswordMutation()}
    />
  );
}
