// Creating or resetting the transaction PIN: a code by email, then the new PIN twice.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { CODE_LENGTH, type PinOtpPurpose, weakPinReason } from '@paydesk/contracts';
import { useState } from 'react';
import { toApiError } from '../../lib/api/api-error.ts';
import { PIN_COPY } from './copy.ts';
import { useChangePin, useSendPinCode } from './pin-api.ts';
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
  // Said as soon as the fourth digit is typed, before the code is spent on a PIN the server refuses.
  const weak = weakPinReason(pin);

  if (!send.data) {
    return (
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {purpose === 'create-pin' ? PIN_COPY.createDescription : PIN_COPY.resetDescription}
        </Text>
        <Button onClick={() => send.mutate(purpose)} loading={send.isPending}>
          {PIN_COPY.sendCode}
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
        {PIN_COPY.codeSent(send.data.email)}
      </Text>
      <PinDigits
        label={PIN_COPY.code}
        value={otp}
        onChange={setOtp}
        length={CODE_LENGTH}
        mask={false}
        autoFocus
        error={fieldErrors.otp?.[0]}
      />
      <PinDigits label={PIN_COPY.newPin} value={pin} onChange={setPin} error={weak ?? fieldErrors.pin?.[0]} />
      <PinDigits
        label={PIN_COPY.confirmPin}
        value={confirmPin}
        onChange={setConfirmPin}
        error={mismatch ? PIN_COPY.mismatch : fieldErrors.confirmPin?.[0]}
      />
      {error && Object.keys(fieldErrors).length === 0 && (
        <Alert color="red" variant="light" role="alert">
          {error.message}
        </Alert>
      )}
      <Button
        onClick={submit}
        loading={change.isPending}
        disabled={otp.length !== CODE_LENGTH || pin.length !== 4 || confirmPin.length !== 4 || weak !== null}
      >
        {PIN_COPY.savePin}
      </Button>
    </Stack>
  );
}
