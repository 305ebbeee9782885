// /payroll-configuration/payslips: how the payslip PDFs employees download from the staff app are protected (issue
// 28) — no password, the last 4 digits of the employee's phone, or a password the employee sets in the staff app.
// The payslip email says how to open the PDF, never the password; the employer's own download stays open.
import { Button, Paper, Radio, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  PAYSLIP_PASSWORD_MODE_LABELS,
  PAYSLIP_PASSWORD_MODES,
  type PayslipPasswordMode,
} from '@paydesk/contracts';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { QueryState } from '@/components/query-state.tsx';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useDocumentSettings, useSaveDocumentSettings } from '../api/documents.ts';

export const PAYSLIP_SETTINGS_COPY = {
  title: 'Payslips',
  subtitle: 'How the payslip PDFs your employees download from the staff app are protected.',
  label: 'Payslip password',
  note: 'The payslip email tells employees how to open the PDF, never the password. Payslips you download from a payroll are not protected.',
  save: 'Save',
} as const;
const COPY = PAYSLIP_SETTINGS_COPY;

function ProtectionForm({ current, mayManage }: { current: PayslipPasswordMode; mayManage: boolean }) {
  const [mode, setMode] = useState<PayslipPasswordMode>(current);
  const save = useSaveDocumentSettings();
  return (
    <Stack gap="md">
      <Radio.Group
        label={COPY.label}
        value={mode}
        onChange={(value) => setMode(value as PayslipPasswordMode)}
      >
        <Stack gap="xs" mt="xs">
          {PAYSLIP_PASSWORD_MODES.map((m) => (
            <Radio key={m} value={m} label={PAYSLIP_PASSWORD_MODE_LABELS[m]} disabled={!mayManage} />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        {COPY.note}
      </Text>
      {mayManage && (
        <Button
          w="fit-content"
          loading={save.isPending}
          disabled={mode === current}
          onClick={() => save.mutate({ payslipPassword: mode })}
        >
          {COPY.save}
        </Button>
      )}
    </Stack>
  );
}

export function Component() {
  const mayView = useCan('payroll.setup.view');
  const mayManage = useCan('payroll.setup.manage');
  const settings = useDocumentSettings();
  if (!mayView) return <Navigate to="/401" replace />;
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} fz={22}>
          {COPY.title}
        </Title>
        <Text c="dimmed">{COPY.subtitle}</Text>
      </div>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" maw={640}>
        <QueryState query={settings} loading={<Skeleton h={140} />}>
          {(data) => (
            <ProtectionForm key={data.payslipPassword} current={data.payslipPassword} mayManage={mayManage} />
          )}
        </QueryState>
      </Paper>
    </Stack>
  );
}
