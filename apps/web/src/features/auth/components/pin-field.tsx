// A labelled 6-digit code field (PinInput) bound to a react-hook-form field.
import { Input, PinInput } from '@mantine/core';
import { CODE_LENGTH } from '@paydesk/contracts';
import { useEffect, useId, useRef } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

interface PinFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  description?: string;
  autoFocus?: boolean;
  /** Called with the code once every digit is filled in. */
  onComplete?: (code: string) => void;
}

export function PinField<T extends FieldValues>({
  control,
  name,
  label,
  description,
  autoFocus,
  onComplete,
}: PinFieldProps<T>) {
  // PinInput names its inputs `${id}-1` … `${id}-6`. Input.Wrapper is not used: it pushes its own id into
  // every input through context, which would give all six the same id.
  const pinId = useId();
  const root = useRef<HTMLDivElement>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RefocusWhenCleared value={field.value ?? ''} root={root}>
          <div>
            <Input.Label htmlFor={`${pinId}-1`} size="md" required>
              {label}
            </Input.Label>
            {description && <Input.Description size="md">{description}</Input.Description>}
            <PinInput
              rootRef={root}
              id={pinId}
              mt={6}
              length={CODE_LENGTH}
              type="number"
              inputMode="numeric"
              oneTimeCode
              autoFocus={autoFocus}
              value={field.value ?? ''}
              onChange={field.onChange}
              onComplete={onComplete}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              getInputProps={(index) => ({ 'aria-label': `${label}, digit ${index + 1} of ${CODE_LENGTH}` })}
              gap="sm"
            />
            {fieldState.error?.message && (
              <Input.Error size="md" mt={6}>
                {fieldState.error.message}
              </Input.Error>
            )}
          </div>
        </RefocusWhenCleared>
      )}
    />
  );
}

/** After a wrong code the field is emptied: put the cursor back on the first digit, ready for the next try. */
function RefocusWhenCleared({
  value,
  root,
  children,
}: {
  value: string;
  root: React.RefObject<HTMLDivElement | null>;
  children: React.ReactNode;
}) {
  const previous = useRef(value);
  useEffect(() => {
    if (value === '' && previous.current.length === CODE_LENGTH)
      root.current?.querySelector('input')?.focus();
    previous.current = value;
  }, [value, root]);
  return children;
}
