// /approvals/link?token=…: the signed single-use link of the approvers' email. Signed in, it is resolved (and used
// up) and the request opens in the dashboard's drawer; signed out, the member signs in first and comes back here.
// A used, expired or foreign link says so.
import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { forgetAfterLogin, rememberAfterLogin } from '@/lib/storage/after-login.ts';
import { LOGIN_PATH } from '@/lib/storage/session-rules.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useResolveLinkMutation } from '../api/resolve-link-mutation.ts';
import { LINK_COPY as COPY } from '../copy.ts';
import { APPROVALS_ROUTES } from '../logic/paths.ts';

// The token works once: a second resolve (React's development double effect, a re-render) must not spend it again.
const resolving = new Map<string, Promise<{ requestId: string }>>();

function Card({ children }: { children: React.ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Paper withBorder radius="lg" p="xl" maw={460} w="100%" data-testid="approval-link">
        <Stack gap="md" align="center" ta="center">
          <Title order={1} fz={22}>
            {COPY.title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token') ?? '';
  const loggedIn = useSessionStore((s) => s.loggedIn);
  const resolve = useResolveLinkMutation();
  const [requestId, setRequestId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!loggedIn || !token) return;
    // Reached after the sign-in: the next sign-in lands as usual.
    forgetAfterLogin();
    let promise = resolving.get(token);
    if (!promise) {
      promise = resolve.mutateAsync(token);
      resolving.set(token, promise);
    }
    promise.then(
      (answer) => setRequestId(answer.requestId),
      () => setFailed(true),
    );
  }, [loggedIn, token, resolve.mutateAsync]);

  if (!token)
    return (
      <Card>
        <Text c="dimmed">{COPY.missing}</Text>
      </Card>
    );
  if (!loggedIn) {
    rememberAfterLogin(`${location.pathname}${location.search}`);
    return <Navigate to={LOGIN_PATH} replace />;
  }
  if (requestId) return <Navigate to={APPROVALS_ROUTES.request(requestId)} replace />;
  if (failed)
    return (
      <Card>
        <Text fw={600} data-testid="approval-link-used">
          {COPY.used}
        </Text>
        <Text c="dimmed" size="sm">
          {COPY.usedHint}
        </Text>
        <Button component={Link} to={APPROVALS_ROUTES.dashboard}>
          {COPY.toDashboard}
        </Button>
      </Card>
    );
  return (
    <Card>
      <Loader size="sm" />
      <Text c="dimmed">{COPY.opening}</Text>
    </Card>
  );
}
