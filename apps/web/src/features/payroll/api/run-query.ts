// One run and what its review reads: the run (polled while it computes or pays), the summary, lines, variance check.
import {
  PAYROLL_RUN_PATHS,
  type PayrollRun,
  payrollLineResponse,
  payrollLinesResponse,
  payrollRunPath,
  payrollRunResponse,
  payrollSummaryResponse,
  varianceCheckResponse,
} from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { payrollKeys } from './keys.ts';

const path = (template: string, params: Record<string, string>) => payrollRunPath(template, params);

/** Polls every 2 s while `poll` says the run is still moving (computing, or salaries pending). */
export const useRun = (id: string, poll?: (run: PayrollRun) => boolean) =>
  useQuery({
    queryKey: payrollKeys.run(id),
    queryFn: async () =>
      parseResponse(
        payrollRunResponse,
        await request({ method: 'GET', path: path(PAYROLL_RUN_PATHS.run, { id }) }),
      ).data,
    refetchInterval: (query) => (poll && query.state.data && poll(query.state.data) ? 2_000 : false),
    meta: { silent: true },
  });

export const useRunSummary = (id: string, enabled = true) =>
  useQuery({
    queryKey: payrollKeys.summary(id),
    queryFn: async () =>
      parseResponse(
        payrollSummaryResponse,
        await request({ method: 'GET', path: path(PAYROLL_RUN_PATHS.summary, { id }) }),
      ).data,
    enabled,
    meta: { silent: true },
  });

export interface LineFilters {
  page: number;
  search?: string | undefined;
  paymentState?: string | undefined;
}

export const useRunLines = (id: string, filters: LineFilters, refetchMs: number | false = false) => {
  const query = { ...filters, limit: LIST_PAGE_SIZE };
  return useQuery({
    queryKey: payrollKeys.lines(id, query),
    queryFn: async () =>
      parseResponse(
        payrollLinesResponse,
        await request({ method: 'GET', path: path(PAYROLL_RUN_PATHS.lines, { id }), query }),
      ).data,
    placeholderData: keepPreviousData,
    refetchInterval: refetchMs,
    meta: { silent: true },
  });
};

export const useRunLine = (id: string, lineId: string | null) =>
  useQuery({
    queryKey: payrollKeys.line(id, lineId ?? ''),
    queryFn: async () =>
      parseResponse(
        payrollLineResponse,
        await request({ method: 'GET', path: path(PAYROLL_RUN_PATHS.line, { id, lineId: lineId ?? '' }) }),
      ).data,
    enabled: Boolean(lineId),
    meta: { silent: true },
  });

export const useVariance = (id: string, enabled = true) =>
  useQuery({
    queryKey: payrollKeys.variance(id),
    queryFn: async () =>
      parseResponse(
        varianceCheckResponse,
        await request({ method: 'GET', path: path(PAYROLL_RUN_PATHS.variance, { id }) }),
      ).data,
    enabled,
    meta: { silent: true },
  });
