// The transaction PIN step of every debit. A member without a PIN creates one here (code by email); "Forgot PIN?"
// resets it the same way. The server's refusal (wrong PIN, lock, limits, funds) is shown in the dialog.
import { Alert, Anchor, Button, Group, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type ApiError, toApiError } from '../../lib/api/api-error.ts';
import { AppDialog } from '../app-dialog.tsx';
import { usePinStatus } from './pin-api.ts';
import { PIN_COPY } from './pin-copy.ts';
import { PinDigits } from './pin-digits.tsx';
import { PinSetup } from './pin-setup.tsx';

const PIN_FIELD_CODES = new Set(['INVALID_PIN', 'PIN_LOCKED']);

interface PinDialogProps {
  opened: boolean;
  /** What the PIN confirms, e.g. "moving ₦5,000.00". */
  what: string;
  busy: boolean;
  error: unknown;
  onConfirm: (pin: string) => void;
  onClose: () => void;
  /** Shown above the PIN: a summary of the action. */
  children?: React.ReactNode;
}

export function PinDialog({ opened, what, busy, error, onConfirm, onClose, children }: PinDialogProps) {
  const status = usePinStatus(opened);
  const [pin, setPin] = useState('');
  const [mode, setMode] = useState<'enter' | 'reset'>('enter');
  const failure: ApiError | null = error ? toApiError(error) : null;

  useEffect(() => {
    if (!opened) {
      setPin('');
      setMode('enter');
    }
  }, [opened]);
  // A wrong PIN empties the field for the next try.
  useEffect(() => {
    if (failure && PIN_FIELD_CODES.has(failure.code ?? '')) setPin('');
  }, [failure]);

  const needsPin = status.data && !status.data.isAccessPinSet;
  const title = needsPin ? PIN_COPY.createTitle : mode === 'reset' ? PIN_COPY.resetTitle : PIN_COPY.title;
  const pinError = failure && PIN_FIELD_CODES.has(failure.code ?? '') ? failure.message : null;

  return (
    <AppDialog
      opened={opened}
      onClose={busy ? () => {} : onClose}
      title={title}
      description={PIN_COPY.description(what)}
    >
      {status.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" />
        </Group>
      ) : needsPin || mode === 'reset' ? (
        <PinSetup
          purpose={needsPin ? 'create-pin' : 'reset-pin'}
          onDone={() => {
            setMode('enter');
            void status.refetch();
          }}
        />
      ) : (
        <Stack gap="md">
          {children}
          <PinDigits
            label={PIN_COPY.label}
            value={pin}
            onChange={setPin}
            autoFocus
            error={pinError}
            onComplete={(value) => !busy && onConfirm(value)}
          />
          {failure && !pinError && (
            <Alert color="red" variant="light" role="alert" data-testid="debit-refused">
              {failure.message}
            </Alert>
          )}
          <Group justify="space-between">
            <Anchor component="button" type="button" size="sm" onClick={() => setMode('reset')}>
              {PIN_COPY.forgot}
            </Anchor>
            <Button onClick={() => onConfirm(pin)} loading={busy} disabled={pin.length !== 4}>
              {PIN_COPY.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </AppDialog>
  );
}
