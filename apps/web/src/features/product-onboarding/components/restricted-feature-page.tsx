// Spec §4 rule 4: payroll, on-demand, credit and trade pages show this when the business is not registered.
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { config } from '@/lib/config.ts';
import { RESTRICTED_COPY } from '../copy.ts';

export function RestrictedFeaturePage() {
  return (
    <Card withBorder radius="lg" p="xl" maw={620} mx="auto" mt="xl" data-testid="restricted-feature">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={2}>{RESTRICTED_COPY.title}</Title>
        <Text c="dimmed">{RESTRICTED_COPY.body}</Text>
        <Group>
          <Button component={Link} to="/dashboard">
            {RESTRICTED_COPY.dashboard}
          </Button>
          <Button component="a" href={`mailto:${config.supportEmail}`} variant="default">
            {RESTRICTED_COPY.support}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
