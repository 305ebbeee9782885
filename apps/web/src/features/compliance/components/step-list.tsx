// The steps of a flow as numbered cards: what each asks for, whether it is done, and a way in.
import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { BusinessType, ComplianceProgress } from '@paydesk/contracts';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { COMPLIANCE_COPY, STEP_DESCRIPTIONS } from '../copy.ts';
import { stepPath } from '../paths.ts';

export function StepList({ progress }: { progress: ComplianceProgress }) {
  const businessType = progress.businessType as BusinessType;
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {progress.steps.map((step, index) => (
        <Card
          component="li"
          key={step.key}
          withBorder
          radius="md"
          padding="lg"
          data-testid={`step-${step.key}`}
        >
          <Group justify="space-between" wrap="nowrap">
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon
                size={36}
                radius="xl"
                variant={step.completed ? 'filled' : 'light'}
                color={step.completed ? 'teal' : 'gray'}
              >
                {step.completed ? <IconCheck size={18} /> : <Text fw={700}>{index + 1}</Text>}
              </ThemeIcon>
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={650}>{step.label}</Text>
                  <Badge variant="light" color={step.completed ? 'teal' : 'gray'} size="sm">
                    {step.completed ? COMPLIANCE_COPY.completed : COMPLIANCE_COPY.notStarted}
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {STEP_DESCRIPTIONS[step.key]}
                </Text>
              </Stack>
            </Group>
            {progress.canEdit && (
              <Button
                component={Link}
                to={stepPath(businessType, step.key)}
                variant={step.completed ? 'default' : 'filled'}
                aria-label={`${step.completed ? COMPLIANCE_COPY.edit : COMPLIANCE_COPY.startStep} ${step.label}`}
              >
                {step.completed ? COMPLIANCE_COPY.edit : COMPLIANCE_COPY.startStep}
              </Button>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
