// The title block of a wallets page, with optional actions on the right.
import { Group, Text, Title } from '@mantine/core';

export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
      <div>
        <Title order={1} fz={26}>
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" mt={4}>
            {subtitle}
          </Text>
        )}
      </div>
      {children && <Group gap="sm">{children}</Group>}
    </Group>
  );
}

export function LoadFailed({
  message,
  onRetry,
  busy,
}: {
  message: string;
  onRetry: () => void;
  busy?: boolean;
}) {
  return (
    <Group
      gap="sm"
      p="md"
      style={{ border: '1px solid var(--mantine-color-red-3)', borderRadius: 8 }}
      role="alert"
    >
      <Text size="sm" c="red.8">
        {message}
      </Text>
      <Text
        component="button"
        type="button"
        size="sm"
        c="brand.8"
        fw={600}
        onClick={onRetry}
        disabled={busy}
        style={{ background: 'none', border: 0, cursor: 'pointer' }}
      >
        Try again
      </Text>
    </Group>
  );
}
