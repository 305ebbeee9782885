// /compliance/select-business-type: 'registered business' or 'freelance business (not registered)'.
import { Button, Group, Radio, Stack, Text } from '@mantine/core';
import type { BusinessType } from '@paydesk/contracts';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useProgress } from '../api/progress-query.ts';
import { useSelectBusinessTypeMutation } from '../api/select-business-type-mutation.ts';
import { CompliancePage } from '../components/compliance-page.tsx';
import { BUSINESS_TYPE_CHOICES, COMPLIANCE_COPY, typeLabel } from '../copy.ts';
import { COMPLIANCE_ROUTES, flowPath } from '../paths.ts';

export function Component() {
  const { data } = useProgress();
  const select = useSelectBusinessTypeMutation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<BusinessType | null>(null);
  const [confirming, setConfirming] = useState(false);
  // The type given at sign-up is the likely answer until one was chosen here.
  const signupType = useSessionStore((state) => state.company?.companyType ?? null);
  useEffect(() => {
    if (data && choice === null) setChoice(data.businessType ?? signupType);
  }, [data, choice, signupType]);

  if (data && !data.canEdit) return <Navigate to={COMPLIANCE_ROUTES.status} replace />;

  const save = () => {
    if (!choice) return;
    select.mutate(choice, { onSuccess: () => navigate(flowPath(choice)) });
  };
  const hasOtherAnswers = Boolean(
    data?.businessType && data.businessType !== choice && data.completedSteps.length,
  );

  return (
    <CompliancePage
      title={COMPLIANCE_COPY.selectTitle}
      description={COMPLIANCE_COPY.selectIntro}
      back={{ to: COMPLIANCE_ROUTES.onboarding, label: COMPLIANCE_COPY.onboardingTitle }}
    >
      <Radio.Group
        value={choice}
        onChange={(value) => setChoice(value as BusinessType)}
        label="Business type"
      >
        <Stack gap="sm" mt="xs">
          {BUSINESS_TYPE_CHOICES.map((option) => (
            <Radio.Card key={option.value} value={option.value} radius="md" p="lg" withBorder>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Stack gap={2}>
                  <Text fw={650}>{typeLabel(option.value)}</Text>
                  <Text size="sm" c="dimmed">
                    {option.description}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <div>
        <Button
          size="md"
          disabled={!choice}
          loading={select.isPending}
          onClick={() => (hasOtherAnswers ? setConfirming(true) : save())}
        >
          Continue
        </Button>
      </div>
      <ConfirmDialog
        opened={confirming}
        onCancel={() => setConfirming(false)}
        title={COMPLIANCE_COPY.changeTypeTitle}
        question={COMPLIANCE_COPY.changeTypeBody}
        confirmLabel="Change type"
        cancelLabel="Keep it"
        onConfirm={() => {
          setConfirming(false);
          save();
        }}
      />
    </CompliancePage>
  );
}
