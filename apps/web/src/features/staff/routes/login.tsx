// /staff/login: the employee's email or phone, then the one-time code sent to it.
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { CODE_LENGTH } from '@paydesk/contracts';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { CodeInput } from '@/components/code-input.tsx';
import { useRequestCodeMutation, useVerifyCodeMutation } from '../api/sign-in-mutations.ts';
import { StaffFrame } from '../components/staff-frame.tsx';
import { STAFF_COPY, STAFF_ROUTES } from '../copy.ts';
import { useStaffSession } from '../state/staff-session-store.ts';

export function Component() {
  const requestCode = useRequestCodeMutation();
  const verifyCode = useVerifyCodeMutation();
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const signedIn = useStaffSession((state) => state.session !== null);
  if (signedIn && !verifyCode.isSuccess) return <Navigate to={STAFF_ROUTES.home} replace />;

  const verify = (value: string) =>
    sentTo &&
    verifyCode.mutate(
      { identifier: sentTo, code: value },
      {
        // Someone employed by two or more businesses chooses which one to act for first.
        onSuccess: ({ data }) =>
          navigate(data.employments.length > 1 ? STAFF_ROUTES.chooseEmployer : STAFF_ROUTES.home, {
            replace: true,
          }),
        onError: () => setCode(''),
      },
    );

  return (
    <StaffFrame>
      <Stack gap="lg" mt="lg">
        <Title order={1} fz={24}>
          {sentTo ? STAFF_COPY.codeTitle : STAFF_COPY.loginTitle}
        </Title>
        {sentTo ? (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {requestCode.data?.message}
            </Text>
            <CodeInput label={STAFF_COPY.codeLabel} value={code} onChange={setCode} onComplete={verify} />
            {verifyCode.error && <Alert color="red">{verifyCode.error.message}</Alert>}
            <Button
              size="md"
              onClick={() => verify(code)}
              disabled={code.length !== CODE_LENGTH}
              loading={verifyCode.isPending}
            >
              {STAFF_COPY.verify}
            </Button>
            <Button variant="subtle" onClick={() => setSentTo(null)}>
              {STAFF_COPY.useAnother}
            </Button>
          </Stack>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              requestCode.mutate(identifier, { onSuccess: () => setSentTo(identifier.trim()) });
            }}
          >
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {STAFF_COPY.loginIntro}
              </Text>
              <TextInput
                label={STAFF_COPY.identifierLabel}
                size="md"
                value={identifier}
                onChange={(event) => setIdentifier(event.currentTarget.value)}
                autoComplete="username"
                required
              />
              <Button type="submit" size="md" loading={requestCode.isPending}>
                {STAFF_COPY.sendCode}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </StaffFrame>
  );
}
