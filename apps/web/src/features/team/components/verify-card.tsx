// The card of the /admin/verify pages, inside the logged-out split layout.
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

export function VerifyCard({
  icon,
  title,
  description,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  description: string;
  children?: React.ReactNode;
}) {
  return (
    <Paper p={{ base: 'lg', sm: 'xl' }} withBorder shadow="sm" maw={460} w="100%">
      <Stack gap="lg">
        <ThemeIcon size={52} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <div>
          <Title order={1} fz={26}>
            {title}
          </Title>
          <Text c="dimmed" mt={6}>
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
