// What a refused save shows: field messages under their fields; the 409 of an overlapping workflow (it names no
// field: the range and wallet overlap another's) under the minimum amount; anything else as the usual error toast.
import type { GatedAnswer } from '@/lib/api/gated.ts';
import { isApiError, notifyApiError } from '@/lib/api/index.ts';
import { APPROVAL_TOASTS } from '../copy.ts';
import type { FormErrors } from '../logic/workflow-form.ts';
import { serverErrorsOf } from '../logic/workflow-form.ts';

export function refusalOf(error: unknown): FormErrors | null {
  if (!isApiError(error)) return null;
  const fields = serverErrorsOf(error.fieldErrors);
  if (Object.keys(fields).length > 0) return fields;
  if (error.status === 409) return { minAmount: error.message };
  return null;
}

export function showRefusal(error: unknown, fail: (errors: FormErrors) => void) {
  const errors = refusalOf(error);
  if (errors) fail(errors);
  else notifyApiError(error);
}

/** The toast after a workflow change: its own message, or 'Sent for approval' when it became a request. */
export const changeMessage = (answer: GatedAnswer<{ message: string }>, done: string): string =>
  answer.gated ? answer.message || APPROVAL_TOASTS.sentForApproval : answer.answer.message || done;
