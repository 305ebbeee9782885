// /account/confirmation/{id}/{activationToken}: the link in the confirmation email. Open to everyone.
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { verifyAccountRequest } from '@paydesk/contracts';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '@/lib/api/index.ts';
import { landingPath } from '@/lib/storage/session-rules.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useVerifyAccountMutation } from '../api/verify-account-mutation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { AUTH_ROUTES } from '../paths.ts';

const INVALID_LINK = 'This confirmation link is not valid.';

export function Component() {
  const params = useParams();
  const navigate = useNavigate();
  const session = useSessionStore();
  const verify = useVerifyAccountMutation();
  const started = useRef(false);
  const link = verifyAccountRequest.safeParse({ id: params.id, activationToken: params.activationToken });

  useEffect(() => {
    // Once per visit, also under React's development double-mount.
    if (started.current || !link.success) return;
    started.current = true;
    verify.mutate(link.data, {
      onSuccess: ({ data }) => {
        if (useSessionStore.getState().loggedIn) return;
        navigate(AUTH_ROUTES.accountConfirmationSuccess, {
          replace: true,
          state: { passwordToken: data.passwordToken, email: data.email },
        });
      },
    });
  }, [link.success, link.data, verify, navigate]);

  let content: React.ReactNode;
  if (!link.success || verify.isError) {
    const message = verify.isError && isApiError(verify.error) ? verify.error.message : INVALID_LINK;
    content = (
      <AuthCard
        icon={<IconLinkOff size={28} />}
        title="We could not confirm your email"
        description={message}
      >
        <Text size="sm" c="dimmed">
          Links expire after 24 hours and work once. Ask for a new confirmation email and use the newest one.
        </Text>
        <Button component={Link} to={AUTH_ROUTES.accountConfirmation} fullWidth>
          Send a new confirmation email
        </Button>
      </AuthCard>
    );
  } else if (verify.isSuccess && session.loggedIn) {
    content = (
      <AuthCard
        icon={<IconCircleCheck size={30} />}
        title="Email confirmed"
        description="The email address is confirmed."
      >
        <Button component={Link} to={landingPath(session)} fullWidth>
          Continue
        </Button>
      </AuthCard>
    );
  } else {
    content = (
      <Center>
        <Stack align="center" gap="md" role="status">
          <Loader />
          <Text c="dimmed">Confirming your email…</Text>
        </Stack>
      </Center>
    );
  }

  return <AuthLayout>{content}</AuthLayout>;
}
