// The Switching Account modal (spec §2.6): a spinner while a sub-account login runs, or the three registration
// steps of an incomplete sub account with a Close button.
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { SubAccount } from '@paydesk/contracts';
import { Modal } from '@/components/overlays.tsx';
import { SWITCHING_COPY as COPY } from '../copy.ts';
import { RegistrationSteps } from './registration-steps.tsx';

export type SwitchingState = { kind: 'switching' } | { kind: 'incomplete'; sub: SubAccount } | null;

export function SwitchingAccountModal({ state, onClose }: { state: SwitchingState; onClose: () => void }) {
  const switching = state?.kind === 'switching';
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      centered
      radius="lg"
      withCloseButton={false}
      closeOnClickOutside={!switching}
      closeOnEscape={!switching}
      size="md"
      aria-labelledby="switching-title"
    >
      {state?.kind === 'switching' && (
        <Stack align="center" gap="sm" py="xl" data-testid="switching-account">
          <Loader size="lg" />
          <Title order={3} id="switching-title" mt="md">
            {COPY.switchingTitle}
          </Title>
          <Text c="dimmed">{COPY.switchingMessage}</Text>
        </Stack>
      )}
      {state?.kind === 'incomplete' && (
        <Stack gap="lg" data-testid="incomplete-registration">
          <div>
            <Title order={3} id="switching-title">
              {COPY.incompleteTitle}
            </Title>
            <Text c="dimmed" mt={6}>
              {COPY.incompleteMessage}
            </Text>
          </div>
          <RegistrationSteps sub={state.sub} />
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              {COPY.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
