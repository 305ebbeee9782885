// A labelled 6-digit code (Mantine PinInput) whose boxes each say which digit they are, for screen readers.
import { Input, PinInput } from '@mantine/core';
import { CODE_LENGTH } from '@paydesk/contracts';
import { useId } from 'react';

interface CodeInputProps {
  label: string;
  description?: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  onComplete?: (value: string) => void;
  error?: string | undefined;
}

export function CodeInput({ label, description, value, onChange, onComplete, error }: CodeInputProps) {
  const id = useId();
  return (
    <div>
      <Input.Label htmlFor={`${id}-1`} required>
        {label}
      </Input.Label>
      {description && <Input.Description>{description}</Input.Description>}
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
        error={Boolean(error)}
        getInputProps={(index) => ({ 'aria-label': `${label}, digit ${index + 1} of ${CODE_LENGTH}` })}
        gap="sm"
      />
      {error && <Input.Error mt={6}>{error}</Input.Error>}
    </div>
  );
}
