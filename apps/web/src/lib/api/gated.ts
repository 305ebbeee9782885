// A gateable call (architecture rule 11) answers either its own body or, when an enabled workflow covers it, 202 with
// the approval request it became. Both are checked against their contracts.
import { gatedActionResponse } from '@paydesk/contracts';
import type { z } from 'zod';
import { parseResponse } from './parse.ts';

export type GatedAnswer<T> =
  | { gated: false; answer: T }
  | { gated: true; message: string; requestId: string };

export function parseGated<S extends z.ZodType>(schema: S, payload: unknown): GatedAnswer<z.infer<S>> {
  const gated = gatedActionResponse.safeParse(payload);
  if (gated.success)
    return { gated: true, message: gated.data.message, requestId: gated.data.data.approvalRequest.requestId };
  return { gated: false, answer: parseResponse(schema, payload) };
}

/** The toast after a gateable change: its own success, or the server's 'Sent for approval' (nothing changed yet). */
export const gatedToast = (answer: GatedAnswer<unknown>, done: string) =>
  answer.gated
    ? ({ kind: 'info', message: answer.message } as const)
    : ({ kind: 'success', message: done } as const);
