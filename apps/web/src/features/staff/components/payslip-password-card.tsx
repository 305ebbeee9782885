// How the employee's payslip PDFs open (issue 28): the employer chooses none, the last 4 digits of the phone, or a
// password the employee sets here (never shown back: the server only says whether one is set).
import { Alert, Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { PAYSLIP_PASSWORD_HINTS, staffPayslipPasswordRequest } from '@paydesk/contracts';
import { useState } from 'react';
import { useSetPayslipPassword, useStaffPayslipPassword } from '../api/documents-query.ts';

export const PAYSLIP_PASSWORD_COPY = {
  title: 'Payslip password',
  phone: `Your payslip PDFs are protected. ${PAYSLIP_PASSWORD_HINTS.phone}`,
  set: `Your payslip PDFs are protected. ${PAYSLIP_PASSWORD_HINTS.employee}`,
  notSet:
    'Your employer asks you to set a password for your payslip PDFs. Until you do, they open with the last 4 digits of your phone number.',
  label: 'New payslip password',
  save: 'Save password',
  change: 'Change password',
} as const;
const COPY = PAYSLIP_PASSWORD_COPY;

export function PayslipPasswordCard() {
  const status = useStaffPayslipPassword();
  const save = useSetPayslipPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!status.data || status.data.mode === 'none') return null;
  if (status.data.mode === 'phone')
    return (
      <Alert color="blue" data-testid="payslip-protection">
        {COPY.phone}
      </Alert>
    );
  const submit = () => {
    const parsed = staffPayslipPasswordRequest.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the password');
      return;
    }
    setError(null);
    save.mutate(parsed.data, { onSuccess: () => setPassword('') });
  };
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="payslip-password-title">
      <Stack gap="xs">
        <Title order={2} fz={16} id="payslip-password-title">
          {COPY.title}
        </Title>
        <Text size="sm" c="dimmed" data-testid="payslip-protection">
          {status.data.passwordSet ? COPY.set : COPY.notSet}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            <PasswordInput
              label={COPY.label}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={error}
              autoComplete="new-password"
            />
            <Button type="submit" variant="light" loading={save.isPending}>
              {status.data.passwordSet ? COPY.change : COPY.save}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
