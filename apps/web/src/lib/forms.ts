// Puts a 'Validation Errors' response's field messages next to the matching form fields.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api/index.ts';

export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): void {
  if (!isApiError(error)) return;
  const errors = error.fieldErrors;
  for (const field of fields) {
    const [first] = errors[field] ?? [];
    if (first) setError(field, { type: 'server', message: first });
  }
}
