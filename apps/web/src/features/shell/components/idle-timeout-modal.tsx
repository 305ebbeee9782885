// 'Login expiring...' (spec §2.6): shown idlePromptMs before the idle limit with a live countdown; at the limit
// the user is logged out.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { Modal } from '@/components/overlays.tsx';
import { IDLE_COPY } from '../copy.ts';
import { useIdleTimeout } from '../idle/use-idle-timeout.ts';

export function IdleTimeoutModal({ onLogout }: { onLogout: () => void }) {
  const { snapshot, stayLoggedIn } = useIdleTimeout(onLogout);
  const seconds = Math.ceil(snapshot.remainingMs / 1000);
  return (
    <Modal
      opened={snapshot.phase === 'prompt'}
      onClose={stayLoggedIn}
      title={
        <Group gap="xs" wrap="nowrap">
          <IconClockExclamation size={22} color="var(--mantine-color-orange-6)" aria-hidden="true" />
          <Text component="span" fw={700} fz="lg">
            {IDLE_COPY.title}
          </Text>
        </Group>
      }
      centered
      radius="lg"
      closeOnClickOutside={false}
      withCloseButton={false}
      data-testid="idle-timeout-modal"
    >
      <Stack gap="xs">
        <Text>{IDLE_COPY.expiring}</Text>
        <Text fw={600} aria-live="polite" data-testid="idle-countdown">
          {IDLE_COPY.countdown(seconds)}
        </Text>
      </Stack>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button
          variant="default"
          onClick={() => {
            stayLoggedIn();
            onLogout();
          }}
        >
          {IDLE_COPY.logout}
        </Button>
        <Button onClick={stayLoggedIn} data-autofocus>
          {IDLE_COPY.stayLoggedIn}
        </Button>
      </Group>
    </Modal>
  );
}
