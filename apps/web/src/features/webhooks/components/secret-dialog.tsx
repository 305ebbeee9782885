// The signing secret, shown once (after create and after a roll) with a copy button and a warning.
import { Alert, Button, Code, CopyButton, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { Modal } from '@/components/overlays.tsx';
import { MANAGE_COPY as COPY } from '../copy.ts';

export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={COPY.secretTitle}
      centered
      radius="lg"
      closeOnClickOutside={false}
      size="lg"
    >
      <Stack gap="md">
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
          {COPY.secretShownOnce}
        </Alert>
        <Code block data-testid="webhook-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {secret}
        </Code>
        <Group justify="flex-end" gap="sm">
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
      </Stack>
    </Modal>
  );
}
