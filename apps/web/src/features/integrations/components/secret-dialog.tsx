// Shows a key's secret once, after it is created or rotated: a copy button and the warning that it will not be
// shown again. Closing it drops the secret from the page.
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { SECRET_DIALOG_COPY as COPY } from '../copy.ts';

export function SecretDialog({
  secret,
  kind,
  onClose,
}: {
  secret: string | null;
  kind: 'created' | 'rotated';
  onClose: () => void;
}) {
  return (
    <AppDialog
      opened={secret !== null}
      onClose={onClose}
      title={kind === 'created' ? COPY.createdTitle : COPY.rotatedTitle}
      size="lg"
    >
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={COPY.warning}>
        {COPY.hint}
      </Alert>
      <Stack gap="xs">
        <Code
          block
          data-testid="api-key-secret"
          style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
          fz="sm"
        >
          {secret}
        </Code>
        <Text size="xs" c="dimmed">
          {COPY.usage}
        </Text>
      </Stack>
      <Group justify="space-between" wrap="wrap">
        <CopyButton value={secret ?? ''}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            >
              {copied ? COPY.copied : COPY.copy}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>{COPY.done}</Button>
      </Group>
    </AppDialog>
  );
}
