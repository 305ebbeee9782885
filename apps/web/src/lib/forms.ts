// Form helpers: a 'Validation Errors' response's field messages next to the matching form fields, and a resolver
// loaded on first use.
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
// api-error.ts, not the request layer's face: a page that only shows a form loads no API client.
import { isApiError } from './api/api-error.ts';

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

/**
 * A resolver whose schema loads when the form is first validated (react-hook-form awaits it), so the page can draw
 * its form before zod and the contracts arrive (issue 30, docs/web-performance.md).
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    // A failed load (the network dropped) is tried again at the next validation.
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return (await loaded)(values, context, options);
  };
}
