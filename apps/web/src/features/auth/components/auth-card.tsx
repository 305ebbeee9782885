// The form card on the right of the auth layout: heading, optional lead text, the form, optional footer.
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface AuthCardProps {
  title: string;
  description?: React.ReactNode;
  icon?: React.ReactNode;
  /** Small text above the title, e.g. 'Step 1 of 2'. */
  eyebrow?: string;
  footer?: React.ReactNode;
  children?: React.ReactNode;
}

export function AuthCard({ title, description, icon, eyebrow, footer, children }: AuthCardProps) {
  return (
    <Paper w="100%" maw={460} p={{ base: 'lg', sm: 40 }} shadow="sm" withBorder>
      <Stack gap="xl">
        <Stack gap={8}>
          {icon && (
            <ThemeIcon size={52} radius="xl" variant="light" mb={4}>
              {icon}
            </ThemeIcon>
          )}
          {eyebrow && (
            <Text size="xs" fw={700} c="brand.7" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
              {eyebrow}
            </Text>
          )}
          <Title order={2} fz={26} style={{ letterSpacing: '-0.01em' }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" lh={1.6}>
              {description}
            </Text>
          )}
        </Stack>
        {children}
        {footer && (
          <Text size="sm" c="dimmed" ta="center">
            {footer}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
