// /ep-admin/login/{payload}: opens an operator's support link and lands in the business, marked as support.
import { Alert, Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { landingPath } from '@/lib/storage/session-rules.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useSupportLoginMutation } from '../api/support-login-mutation.ts';
import { SESSION_COPY } from '../copy.ts';

export function Component() {
  const { payload = '' } = useParams();
  const navigate = useNavigate();
  const login = useSupportLoginMutation();
  const started = useRef(false);

  useEffect(() => {
    // Single use: StrictMode's second effect run must not spend the link twice.
    if (started.current) return;
    started.current = true;
    login.mutate(payload, {
      onSuccess: (session) => {
        useSessionStore.getState().signIn(session);
        navigate(landingPath({ loggedIn: true, employer: session.employer }), { replace: true });
      },
    });
  }, [payload, login, navigate]);

  return (
    <Center mih="100vh" p="md">
      {login.isError ? (
        <Alert
          color="red"
          icon={<IconAlertTriangle />}
          title={SESSION_COPY.supportFailedTitle}
          maw={480}
          data-testid="support-login-error"
        >
          <Stack gap="xs">
            <Text size="sm">{login.error.message}</Text>
            <Text size="sm">{SESSION_COPY.supportFailedHint}</Text>
            <Anchor component={Link} to="/ops" size="sm">
              {SESSION_COPY.backToConsole}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <Stack align="center">
          <Loader />
          <Text>{SESSION_COPY.supportSigningIn}</Text>
        </Stack>
      )}
    </Center>
  );
}
