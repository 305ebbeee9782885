// Shown from the Payroll group while the employer is not a payroll user yet (spec §2.6).
import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconGift, IconSparkles } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/overlays.tsx';
import { PAYROLL_FEATURES_COPY as COPY } from '../copy.ts';

export const PAYROLL_CONFIGURATION_PATH = '/payroll-configuration';

function Point({ title, text }: { title: string; text: string }) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <ThemeIcon size={26} radius="xl" variant="light" aria-hidden="true">
        <IconCheck size={16} />
      </ThemeIcon>
      <div>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </div>
    </Group>
  );
}

export function PayrollFeaturesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      radius="lg"
      centered
      title={
        <Group gap="xs">
          <IconSparkles size={22} color="var(--mantine-color-brand-6)" aria-hidden="true" />
          <Title order={2} fz={22}>
            {COPY.heading}
          </Title>
        </Group>
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {COPY.features.map((feature) => (
            <Point key={feature.title} {...feature} />
          ))}
        </SimpleGrid>
        <div>
          <Title order={3} fz={18} mb="md">
            {COPY.benefitsHeading}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {COPY.benefits.map((benefit) => (
              <Point key={benefit.title} {...benefit} />
            ))}
          </SimpleGrid>
        </div>
        <Paper bg="brand.0" p="lg" radius="lg">
          <Group justify="space-between" wrap="wrap" gap="md">
            <Group gap="sm" wrap="nowrap">
              <IconGift size={28} color="var(--mantine-color-brand-7)" aria-hidden="true" />
              <Text fw={700} fz="lg" c="brand.9">
                {COPY.callToAction}
              </Text>
            </Group>
            <Button
              onClick={() => {
                onClose();
                navigate(PAYROLL_CONFIGURATION_PATH);
              }}
            >
              {COPY.startNow}
            </Button>
          </Group>
        </Paper>
      </Stack>
    </Modal>
  );
}
