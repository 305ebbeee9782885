// Shown in place of any page while the member has not set a password (spec §4 route guard, rule 2).
// Setting it goes through the reset-PIN flow, so no password is ever chosen on a session that lacks one.
import { Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { showToast } from '@/components/toast.tsx';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useForgotPasswordMutation } from '../api/forgot-password-mutation.ts';
import { SPEC_COPY } from '../copy.ts';
import { AuthCard } from './auth-card.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { useLogout } from './use-logout.ts';

export function CreateNewPasswordScreen() {
  const email = useSessionStore((state) => state.employer?.email ?? '');
  const forgot = useForgotPasswordMutation();
  const { logout, loggingOut } = useLogout();
  const navigate = useNavigate();

  const sendPin = async () => {
    await forgot.mutateAsync({ email });
    showToast({ kind: 'info', message: SPEC_COPY.resetPinSent });
    await logout({ announce: false });
    navigate('/reset-password', { replace: true, state: { email } });
  };

  return (
    <AuthLayout>
      <AuthCard
        icon={<IconLock size={28} />}
        title="Create a new password"
        description="Your account does not have a password yet. Set one before you continue."
      >
        <Stack gap="md">
          <Text size="sm">
            We will email a 6-digit reset PIN to <strong>{email}</strong>. Enter it on the next screen with
            your new password, then log in again.
          </Text>
          <Button
            onClick={() => void sendPin().catch(() => {})}
            loading={forgot.isPending || loggingOut}
            fullWidth
          >
            Email me a reset PIN
          </Button>
          <Button variant="subtle" color="gray" onClick={() => void logout()} disabled={loggingOut}>
            Logout
          </Button>
        </Stack>
      </AuthCard>
    </AuthLayout>
  );
}
