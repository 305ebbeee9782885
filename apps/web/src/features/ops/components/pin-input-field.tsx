// A labelled 6-digit code whose boxes each say which digit they are.
import { Input, PinInput } from '@mantine/core';
import { CODE_LENGTH } from '@paydesk/contracts';
import { useId } from 'react';

export function PinInputField({
  label,
  value,
  onChange,
  onComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onComplete: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <Input.Label htmlFor={`${id}-1`} required>
        {label}
      </Input.Label>
      <PinInput
        id={id}
        mt={6}
        length={CODE_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        autoFocus
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        getInputProps={(index) => ({ 'aria-label': `${label}, digit ${index + 1} of ${CODE_LENGTH}` })}
        gap="sm"
      />
    </div>
  );
}
