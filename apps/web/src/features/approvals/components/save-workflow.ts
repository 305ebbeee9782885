// What a refused save shows: field messages under their fields; a 409 (an overlapping workflow) under the field
// it names, or under the action when it names none; anything else as the usual error toast.
import { isApiError, notifyApiError } from '../../../lib/api/index.ts';
import type { FormErrors } from '../logic/workflow-form.ts';
import { serverErrorsOf } from '../logic/workflow-form.ts';

export function refusalOf(error: unknown): FormErrors | null {
  if (!isApiError(error)) return null;
  const fields = serverErrorsOf(error.fieldErrors);
  if (Object.keys(fields).length > 0) return fields;
  if (error.status === 409) return { action: error.message };
  return null;
}

export function showRefusal(error: unknown, fail: (errors: FormErrors) => void) {
  const errors = refusalOf(error);
  if (errors) fail(errors);
  else notifyApiError(error);
}
