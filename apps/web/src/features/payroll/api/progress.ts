// The run's computation progress: GET …/progress (polled every second only when the stream fails) and the
// server-sent `progress` events of …/progress/stream until the computation completes or fails.
import {
  PAYROLL_PROGRESS_EVENT,
  PAYROLL_RUN_PATHS,
  payrollRunPath,
  payrollRunProgress,
  payrollRunProgressResponse,
} from '@paydesk/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { followEventStream, isApiError, parseResponse, request } from '@/lib/api/index.ts';
import { payrollKeys } from './keys.ts';

const finished = (state: string | undefined) => state === 'completed' || state === 'failed';

const progressQuery = (id: string) =>
  queryOptions({
    queryKey: payrollKeys.progress(id),
    queryFn: async () =>
      parseResponse(
        payrollRunProgressResponse,
        await request({ method: 'GET', path: payrollRunPath(PAYROLL_RUN_PATHS.progress, { id }) }),
      ).data,
    meta: { silent: true },
  });

export const useRunProgress = (id: string, poll: boolean) =>
  useQuery({
    ...progressQuery(id),
    refetchInterval: (query) => (poll && !finished(query.state.data?.state) ? 1_000 : false),
  });

/**
 * Follows the stream into the progress query; answers whether it failed (then the page polls). The stream ends with
 * the computation, so a new one ("Run again") is followed by changing `follow`: the stream opens again.
 */
export function useRunProgressStream(id: string, follow = 0): { streamFailed: boolean } {
  const queryClient = useQueryClient();
  const [streamFailed, setStreamFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `follow` asks for a new stream
  useEffect(() => {
    setStreamFailed(false);
    const controller = new AbortController();
    void followEventStream({
      path: payrollRunPath(PAYROLL_RUN_PATHS.progressStream, { id }),
      signal: controller.signal,
      onEvent: (event) => {
        if (event.event !== PAYROLL_PROGRESS_EVENT) return;
        let parsed: ReturnType<typeof payrollRunProgress.safeParse>;
        try {
          parsed = payrollRunProgress.safeParse(JSON.parse(event.data));
        } catch {
          return;
        }
        if (!parsed.success) return;
        queryClient.setQueryData(payrollKeys.progress(id), parsed.data);
        if (finished(parsed.data.state)) {
          controller.abort();
          void queryClient.invalidateQueries({ queryKey: payrollKeys.run(id) });
        }
      },
      onFailure: (error) => {
        setStreamFailed(true);
        if (isApiError(error) && error.status === 404) controller.abort();
      },
      renewToken: () => queryClient.fetchQuery(progressQuery(id)),
    });
    return () => controller.abort();
  }, [id, follow, queryClient]);
  return { streamFailed };
}
