// A labelled 6-digit code field (PinInput) bound to a react-hook-form field.
import { CODE_LENGTH } from '@paydesk/contracts';
import { useEffect, useRef } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { CodeInput } from '@/components/code-input.tsx';

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
  const root = useRef<HTMLDivElement>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RefocusWhenCleared value={field.value ?? ''} root={root}>
          <CodeInput
            rootRef={root}
            label={label}
            description={description}
            value={field.value ?? ''}
            onChange={field.onChange}
            onComplete={onComplete}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            autoFocus={autoFocus ?? false}
            size="md"
          />
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
