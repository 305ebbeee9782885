// The server's refusal of a settings form, read for one field or as a whole.
import { toApiError } from '@/lib/api/api-error.ts';

/** The first message the server gave for `field`, if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!error) return undefined;
  const payload = toApiError(error).payload as { errors?: Record<string, string[]> } | undefined;
  return payload?.errors?.[field]?.[0];
}

/** The server's message when it names no field of the form. */
export function formError(error: unknown, fields: string[]): string | undefined {
  if (!error) return undefined;
  return fields.some((f) => fieldError(error, f)) ? undefined : toApiError(error).message;
}
