// Full-page layout for the 401 and 404 pages: status, message, actions.
import { Box, Center, Group, Stack, Text, Title } from '@mantine/core';
import { BrandLogo } from './brand-logo.tsx';

interface ErrorPageProps {
  status: string;
  title: string;
  message: string;
  actions: React.ReactNode;
}

export function ErrorPage({ status, title, message, actions }: ErrorPageProps) {
  return (
    <Box mih="100vh" p={{ base: 'md', sm: 'xl' }} bg="gray.0">
      <BrandLogo />
      <Center mih="calc(100vh - 120px)">
        <Stack align="center" gap="md" maw={560} ta="center">
          <Text
            fz={{ base: 88, sm: 120 }}
            fw={800}
            lh={1}
            c="brand.6"
            style={{ letterSpacing: '-0.04em' }}
            aria-hidden="true"
          >
            {status}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          <Text c="dimmed" fz="lg" lh={1.6}>
            {message}
          </Text>
          <Group mt="md" gap="sm" justify="center">
            {actions}
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
