// The frame of every verification page: a back link, the title and lead text, then the page.
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

interface CompliancePageProps {
  title: string;
  description?: React.ReactNode;
  back?: { to: string; label: string };
  aside?: React.ReactNode;
  children: React.ReactNode;
}

export function CompliancePage({ title, description, back, aside, children }: CompliancePageProps) {
  return (
    <Stack gap="lg" maw={820} mx="auto" pb={48}>
      {back && (
        <Anchor component={Link} to={back.to} size="sm" c="dimmed">
          <Group gap={4}>
            <IconArrowLeft size={16} />
            {back.label}
          </Group>
        </Anchor>
      )}
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={6}>
          <Title order={1} fz={28}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" maw={640}>
              {description}
            </Text>
          )}
        </Stack>
        {aside}
      </Group>
      {children}
    </Stack>
  );
}
