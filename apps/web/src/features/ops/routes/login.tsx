// /ops/login: the operator's password, then the code emailed to them.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { CODE_LENGTH, email } from '@paydesk/contracts';
import { IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { CodeInput } from '@/components/code-input.tsx';
import { useOperatorLoginMutation } from '../api/login-mutation.ts';
import { OPS_COPY } from '../copy.ts';
import { OPS_ROUTES } from '../paths.ts';
import { useOperatorSession } from '../state/operator-session-store.ts';

const credentials = z.object({ email, password: z.string().min(1, 'Password is required') });

export function Component() {
  const session = useOperatorSession((state) => state.session);
  const login = useOperatorLoginMutation();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from ?? OPS_ROUTES.queue;
  const [pending, setPending] = useState<{ challengeId: string; email: string } | null>(null);
  const [code, setCode] = useState('');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(credentials), defaultValues: { email: '', password: '' } });

  if (session && session.tokenExpiry > Date.now()) return <Navigate to={from} replace />;

  const onCredentials = handleSubmit((values) =>
    login.mutate(
      { stage: 1, ...values },
      {
        onSuccess: ({ data }) => {
          if ('challengeId' in data) setPending({ challengeId: data.challengeId, email: data.email });
        },
      },
    ),
  );
  const verify = (value: string) =>
    pending &&
    login.mutate(
      { stage: 2, challengeId: pending.challengeId, code: value },
      {
        onSuccess: ({ data }) => {
          if ('token' in data) {
            useOperatorSession.getState().signIn(data);
            navigate(from, { replace: true });
          }
        },
        onError: () => setCode(''),
      },
    );

  return (
    <Center mih="100vh" bg="gray.1" p="md">
      <Paper withBorder shadow="sm" radius="lg" p={36} w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap={6}>
            <IconShieldLock size={32} />
            <Title order={1} fz={24}>
              {pending ? OPS_COPY.codeTitle : OPS_COPY.loginTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {pending ? `We emailed a ${CODE_LENGTH}-digit code to ${pending.email}.` : OPS_COPY.loginIntro}
            </Text>
          </Stack>
          {pending ? (
            <Stack gap="md">
              <CodeInput label={OPS_COPY.codeLabel} value={code} onChange={setCode} onComplete={verify} />
              <Button
                onClick={() => verify(code)}
                disabled={code.length !== CODE_LENGTH}
                loading={login.isPending}
              >
                {OPS_COPY.verify}
              </Button>
            </Stack>
          ) : (
            <form onSubmit={onCredentials} noValidate>
              <Stack gap="md">
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="username"
                  {...register('email')}
                  error={errors.email?.message}
                />
                <PasswordInput
                  label="Password"
                  autoComplete="current-password"
                  {...register('password')}
                  error={errors.password?.message}
                />
                <Button type="submit" loading={login.isPending}>
                  {OPS_COPY.signIn}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
