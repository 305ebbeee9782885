// Every verification call answers the progress (or a part of it) checked against its contract; a change stores the
// progress it answers, so every page shows it without asking again.
import { complianceProgressResponse } from '@paydesk/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { parseResponse, type RequestOptions, request } from '@/lib/api/index.ts';
import { complianceKeys } from './keys.ts';

type HttpMethod = RequestOptions['method'];

export async function complianceCall<S extends z.ZodType>(
  method: HttpMethod,
  path: string,
  schema: S,
  body?: unknown,
): Promise<z.infer<S>> {
  return parseResponse(schema, await request({ method, path, body }));
}

export const progressCall = (method: HttpMethod, path: string, body?: unknown) =>
  complianceCall(method, path, complianceProgressResponse, body);

/** Stores the progress a change answered. */
export function storeProgress(
  queryClient: QueryClient,
  response: z.infer<typeof complianceProgressResponse>,
) {
  queryClient.setQueryData(complianceKeys.progress(), response.data);
}
