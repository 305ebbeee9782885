// A labelled 6-digit code (Mantine PinInput) whose boxes each say which digit they are, for screen readers.
// Label, description and error are drawn around PinInput rather than with Input.Wrapper: the wrapper pushes its
// own id into every input through context, which would give all six boxes the same id.
import { Input, PinInput } from '@mantine/core';
import { CODE_LENGTH } from '@paydesk/contracts';
import { useId } from 'react';

interface CodeInputProps {
  label: string;
  description?: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  onComplete?: ((value: string) => void) | undefined;
  onBlur?: () => void;
  error?: string | undefined;
  autoFocus?: boolean | undefined;
  size?: 'sm' | 'md';
  rootRef?: React.Ref<HTMLDivElement>;
}

export function CodeInput({
  label,
  description,
  value,
  onChange,
  onComplete,
  onBlur,
  error,
  autoFocus = true,
  size = 'sm',
  rootRef,
}: CodeInputProps) {
  // PinInput names its inputs `${id}-1` … `${id}-6`; the label points at the first.
  const id = useId();
  return (
    <div>
      <Input.Label htmlFor={`${id}-1`} size={size} required>
        {label}
      </Input.Label>
      {description && <Input.Description size={size}>{description}</Input.Description>}
      <PinInput
        rootRef={rootRef}
        id={id}
        mt={6}
        length={CODE_LENGTH}
        type="number"
        inputMode="numeric"
        oneTimeCode
        autoFocus={autoFocus}
        value={value}
        onChange={onChange}
        onComplete={onComplete}
        onBlur={onBlur}
        error={Boolean(error)}
        getInputProps={(index) => ({ 'aria-label': `${label}, digit ${index + 1} of ${CODE_LENGTH}` })}
        gap="sm"
        // PinInput sized each box's frame for 'sm' while the theme draws 'lg' boxes, so the error under the boxes
        // overlapped them (issue 17): the frames take the size of their boxes.
        styles={{ pinInput: { width: 'auto', height: 'auto' } }}
      />
      {error && (
        <Input.Error size={size} mt={6}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
