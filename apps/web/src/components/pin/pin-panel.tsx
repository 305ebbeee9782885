// The transaction PIN on Login & Security: whether it is set (or locked), and creating or resetting it with an
// emailed code through the same PinSetup the PIN dialog uses.
import { Badge, Button, Group, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format/time.ts';
import { AppDialog } from '../app-dialog.tsx';
import { showToast } from '../toast.tsx';
import { PIN_COPY as COPY } from './copy.ts';
import { usePinStatus } from './pin-api.ts';
import { PinSetup } from './pin-setup.tsx';

export function TransactionPinPanel() {
  const status = usePinStatus();
  const [open, setOpen] = useState(false);
  if (!status.data) return <Skeleton h={40} />;
  const { isAccessPinSet, lockedUntil } = status.data;
  const purpose = isAccessPinSet ? 'reset-pin' : 'create-pin';
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Group gap="sm">
        <Badge variant="light" color={isAccessPinSet ? 'green' : 'gray'} data-testid="pin-state">
          {isAccessPinSet ? COPY.isSet : COPY.notSet}
        </Badge>
        {lockedUntil && (
          <Text size="sm" c="red">
            {COPY.lockedUntil(formatDateTime(lockedUntil))}
          </Text>
        )}
      </Group>
      <Button variant="light" onClick={() => setOpen(true)} data-testid="pin-open">
        {isAccessPinSet ? COPY.resetTitle : COPY.createTitle}
      </Button>
      <AppDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={isAccessPinSet ? COPY.resetTitle : COPY.createTitle}
      >
        <PinSetup
          key={String(open)}
          purpose={purpose}
          onDone={() => {
            setOpen(false);
            showToast({ kind: 'success', message: COPY.created });
            void status.refetch();
          }}
        />
      </AppDialog>
    </Group>
  );
}
