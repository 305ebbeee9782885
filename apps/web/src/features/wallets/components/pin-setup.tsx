// Creating or resetting the transaction PIN: a code by email, then the new PIN twice.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { CODE_LENGTH, type PinOtpPurpose } from '@paydesk/contracts';
import { useState } from 'react';
import { toApiError } from '../../../lib/api/api-error.ts';
import { useChangePin, useSendPinCode } from '../api/pin.ts';
import { WALLETS_COPY as COPY } from '../copy.ts';
import { PinDigits } from './pin-digits.tsx';

export function PinSetup({ purpose, onDone }: { purpose: PinOtpPurpose; onDone: () => void }) {
  const send = useSendPinCode();
  const change = useChangePin();
  const [otp, setOtp] = useState('');
  const [pin, setPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const error = change.error ? toApiError(change.error) : null;
  const fieldErrors = error?.fieldErrors ?? {};

  if (!send.data) {
    return (
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {purpose === 'create-pin' ? COPY.pin.createDescription : COPY.pin.resetDescription}
        </Text>
        <Button onClick={() => send.mutate(purpose)} loading={send.isPending}>
          {COPY.pin.sendCode}
        </Button>
      </Stack>
    );
  }
  const submit = () => {
    if (pin !== confirmPin) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    change.mutate({ otp, pin, confirmPin }, { onSuccess: onDone });
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {COPY.pin.codeSent(send.data.email)}
      </Text>
      <PinDigits
        label={COPY.pin.code}
        value={otp}
        onChange={setOtp}
        length={CODE_LENGTH}
        mask={false}
        autoFocus
        error={fieldErrors.otp?.[0]}
      />
      <PinDigits label={COPY.pin.newPin} value={pin} onChange={setPin} error={fieldErrors.pin?.[0]} />
      <PinDigits
        label={COPY.pin.confirmPin}
        value={confirmPin}
        onChange={setConfirmPin}
        error={mismatch ? COPY.pin.mismatch : fieldErrors.confirmPin?.[0]}
      />
      {error && Object.keys(fieldErrors).length === 0 && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
      <Button
        onClick={submit}
        loading={change.isPending}
        disabled={otp.length !== CODE_LENGTH || pin.length !== 4 || confirmPin.length !== 4}
      >
        {COPY.pin.savePin}
      </Button>
    </Stack>
  );
}
