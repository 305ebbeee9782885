import type { z } from 'zod';
import { decodeError } from './api-error.ts';

/** Checks a response against its contract; a body of the wrong shape is 'Invalid response data.' */
export function parseResponse<S extends z.ZodType>(schema: S, payload: unknown): z.infer<S> {
  const result = schema.safeParse(payload);
  if (!result.success) throw decodeError();
  return result.data;
}
