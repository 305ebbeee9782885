// The spec's toast rules (§8) for a failed call, as data: which messages to show, one toast each.
import { API_MESSAGES } from './messages.ts';

export interface ToastMessage {
  /** The form field the message belongs to, for validation errors. */
  field?: string;
  message: string;
}

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : undefined;

const texts = (value: unknown): string[] => {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(texts);
  const object = asObject(value);
  return object && typeof object.message === 'string' ? [object.message] : [];
};

/** Per-field messages from { field: string | string[] } or from a list of strings / { field?, message }. */
function perField(source: unknown): ToastMessage[] {
  if (Array.isArray(source)) {
    return source.flatMap((entry) => {
      const object = asObject(entry);
      const field = typeof object?.field === 'string' ? object.field : undefined;
      const messages = texts(entry);
      return field
        ? messages.map((message) => ({ field, message }))
        : messages.map((message) => ({ message }));
    });
  }
  const object = asObject(source);
  if (!object) return [];
  return Object.entries(object).flatMap(([field, value]) =>
    texts(value).map((message) => ({ field, message })),
  );
}

/**
 * 'Validation Errors' → each message of errors (or data.errors, or data.responses) per field;
 * validationErrors as a string or a list → each entry; otherwise the message; failing that 'An error occurred'.
 */
export function toastMessagesFor(payload: unknown): ToastMessage[] {
  const body = asObject(payload) ?? {};
  const data = asObject(body.data);
  if (body.message === API_MESSAGES.validationErrors) {
    const source = body.errors ?? data?.errors ?? data?.responses;
    const messages = perField(source);
    if (messages.length > 0) return messages;
  }
  const validation = texts(
    typeof body.validationErrors === 'string' || Array.isArray(body.validationErrors)
      ? body.validationErrors
      : undefined,
  );
  if (validation.length > 0) return validation.map((message) => ({ message }));
  if (typeof body.message === 'string' && body.message) return [{ message: body.message }];
  return [{ message: API_MESSAGES.fallbackToast }];
}
