// A labelled, masked 4-digit PIN field. PinInput names its inputs `${id}-1` … so the label points at the first;
// Input.Wrapper is not used because it would give every digit the same id.
import { Input, PinInput } from '@mantine/core';
import { PIN_LENGTH } from '@paydesk/contracts';
import { useId } from 'react';

interface PinDigitsProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
  length?: number;
  mask?: boolean;
}

export function PinDigits({
  label,
  value,
  onChange,
  onComplete,
  error,
  autoFocus,
  length = PIN_LENGTH,
  mask = true,
}: PinDigitsProps) {
  const id = useId();
  return (
    <div>
      <Input.Label htmlFor={`${id}-1`} size="md" required>
        {label}
      </Input.Label>
      <PinInput
        id={id}
        mt={6}
        length={length}
        type="number"
        inputMode="numeric"
        mask={mask}
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        error={Boolean(error)}
        getInputProps={(index) => ({ 'aria-label': `${label}, digit ${index + 1} of ${length}` })}
        gap="sm"
        // PinInput sized each box's frame for 'sm' while the theme draws 'lg' boxes, so the error under the boxes
        // overlapped them (issue 17): the frames take the size of their boxes.
        styles={{ pinInput: { width: 'auto', height: 'auto' } }}
      />
      {error && (
        <Input.Error size="md" mt={6} role="alert">
          {error}
        </Input.Error>
      )}
    </div>
  );
}
