// Freelance flow, step 2: the owner's BVN or NIN, confirmed with a one-time code sent by SMS or WhatsApp to the
// phone registered with it.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import {
  type IdentityCodeSent,
  identityCodeRequest,
  PHONE_CODE_TTL_MINUTES,
  type VerifiedIdentity,
} from '@paydesk/contracts';
import { IconBrandWhatsapp, IconMessage, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { CodeInput } from '@/components/code-input.tsx';
import { showToast } from '@/components/toast.tsx';
import { isApiError } from '@/lib/api/index.ts';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useIdentityCodeMutation, useIdentityConfirmMutation } from '../api/identity-mutations.ts';
import { CompliancePage } from '../components/compliance-page.tsx';
import { FlowStep } from '../components/flow-step.tsx';
import { COMPLIANCE_COPY, STEP_DESCRIPTIONS } from '../copy.ts';
import { COMPLIANCE_ROUTES } from '../paths.ts';

const channelName = (channel: 'sms' | 'whatsapp') => (channel === 'whatsapp' ? 'WhatsApp' : 'SMS');

function RequestCodeForm({ onSent }: { onSent: (sent: IdentityCodeSent) => void }) {
  const requestCode = useIdentityCodeMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(identityCodeRequest),
    defaultValues: { idType: 'BVN' as const, idNumber: '', channel: 'sms' as const },
  });
  const idType = watch('idType');
  const onSubmit = handleSubmit((values) =>
    requestCode.mutate(values, {
      onSuccess: ({ message, data }) => {
        showToast({ kind: 'success', message });
        onSent(data);
      },
      onError: (error) => applyServerFieldErrors(error, setError, ['idType', 'idNumber', 'channel']),
    }),
  );
  return (
    <Card withBorder radius="lg" p="xl" component="form" onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Controller
          control={control}
          name="idType"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="id-type-label">
                Identity number
              </Text>
              <SegmentedControl
                aria-labelledby="id-type-label"
                data={[
                  { value: 'BVN', label: 'BVN' },
                  { value: 'NIN', label: 'NIN' },
                ]}
                value={field.value}
                onChange={field.onChange}
                style={{ alignSelf: 'flex-start' }}
              />
            </Stack>
          )}
        />
        <TextInput
          label={idType === 'BVN' ? 'Bank verification number (BVN)' : 'National identification number (NIN)'}
          description="11 digits. We send a code to the phone number registered with it."
          inputMode="numeric"
          maxLength={11}
          required
          autoComplete="off"
          {...register('idNumber')}
          error={errors.idNumber?.message}
        />
        <Controller
          control={control}
          name="channel"
          render={({ field }) => (
            <Radio.Group
              label="Send the code by"
              value={field.value}
              onChange={field.onChange}
              error={errors.channel?.message}
            >
              <Group mt="xs">
                <Radio
                  value="sms"
                  label={
                    <Group gap={6}>
                      <IconMessage size={16} />
                      SMS
                    </Group>
                  }
                />
                <Radio
                  value="whatsapp"
                  label={
                    <Group gap={6}>
                      <IconBrandWhatsapp size={16} />
                      WhatsApp
                    </Group>
                  }
                />
              </Group>
            </Radio.Group>
          )}
        />
        <Group justify="space-between" mt="sm">
          <Button component={Link} to={COMPLIANCE_ROUTES.freelance} variant="default">
            {COMPLIANCE_COPY.back}
          </Button>
          <Button type="submit" loading={requestCode.isPending}>
            {COMPLIANCE_COPY.sendCode}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function ConfirmCodeForm({ sent, onRestart }: { sent: IdentityCodeSent; onRestart: () => void }) {
  const confirm = useIdentityConfirmMutation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (value: string) =>
    confirm.mutate(
      { verificationId: sent.verificationId, code: value },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: COMPLIANCE_COPY.identityVerified });
          navigate(COMPLIANCE_ROUTES.address);
        },
        onError: (failure) => {
          setCode('');
          setError(isApiError(failure) ? failure.message : undefined);
        },
      },
    );
  return (
    <Card withBorder radius="lg" p="xl">
      <Stack gap="md">
        <Text>
          We sent a 6-digit code by {channelName(sent.channel)} to <strong>{sent.phoneMasked}</strong>, the
          phone number registered with this identity. It expires in {PHONE_CODE_TTL_MINUTES} minutes.
        </Text>
        <CodeInput
          label={COMPLIANCE_COPY.codeLabel}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          onComplete={submit}
          error={error}
        />
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onRestart}>
            {COMPLIANCE_COPY.resendCode}
          </Anchor>
          <Button onClick={() => submit(code)} disabled={code.length !== 6} loading={confirm.isPending}>
            {COMPLIANCE_COPY.verify}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function VerifiedCard({ identity, onAgain }: { identity: VerifiedIdentity; onAgain: () => void }) {
  return (
    <Card withBorder radius="lg" p="xl" data-testid="identity-verified">
      <Stack gap="md">
        <Group wrap="nowrap">
          <ThemeIcon size={44} radius="xl" color="teal" variant="light">
            <IconRosetteDiscountCheck size={24} />
          </ThemeIcon>
          <Stack gap={2}>
            <Text fw={650}>{COMPLIANCE_COPY.identityVerified}</Text>
            <Text size="sm" c="dimmed">
              {identity.idType} •••••••{identity.idLast4} · {identity.verifiedName} · confirmed by{' '}
              {channelName(identity.channel)} to {identity.phoneMasked}
            </Text>
          </Stack>
        </Group>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onAgain}>
            Use another identity
          </Anchor>
          <Button component={Link} to={COMPLIANCE_ROUTES.address}>
            Continue to address
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

export function Component() {
  const [sent, setSent] = useState<IdentityCodeSent | null>(null);
  const [again, setAgain] = useState(false);
  return (
    <FlowStep flow="freelance">
      {(progress) => (
        <CompliancePage
          title="Identity verification"
          description={STEP_DESCRIPTIONS.identity}
          back={{ to: COMPLIANCE_ROUTES.freelance, label: COMPLIANCE_COPY.back }}
        >
          {sent ? (
            <ConfirmCodeForm sent={sent} onRestart={() => setSent(null)} />
          ) : progress.identity && !again ? (
            <VerifiedCard identity={progress.identity} onAgain={() => setAgain(true)} />
          ) : (
            <>
              <Alert variant="light" color="blue">
                Use your own BVN or NIN: the name on it must be the business owner's.
              </Alert>
              <RequestCodeForm onSent={setSent} />
            </>
          )}
        </CompliancePage>
      )}
    </FlowStep>
  );
}
