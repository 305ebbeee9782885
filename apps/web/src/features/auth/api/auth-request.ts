// Every /auth call is an encrypted call (spec §7) and its response is checked against the contract.
import type { z } from 'zod';
import { z as zod } from 'zod';
import { parseResponse, request } from '@/lib/api/index.ts';

/** `{ message, data }` for the calls whose data the screens do not read. */
export const messageEnvelope = zod.object({ message: zod.string(), data: zod.unknown() });

export async function authPost<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
): Promise<z.infer<S>> {
  const payload = await request({ method: 'POST', path, body, encrypted: true });
  return parseResponse(schema, payload);
}
