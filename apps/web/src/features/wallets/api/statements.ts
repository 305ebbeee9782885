// Statements: ask for one (POST /accounts/transactions/generate-statement), then watch its progress until ready.
import {
  type GenerateStatementRequest,
  STATEMENT_PATHS,
  statementListResponse,
  statementResponse,
} from '@paydesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { walletKeys } from './keys.ts';

export const useStatements = (walletId: string) =>
  useQuery({
    queryKey: walletKeys.statements(walletId),
    queryFn: async () =>
      parseResponse(
        statementListResponse,
        await request({ method: 'GET', path: STATEMENT_PATHS.list, query: { walletId } }),
      ).data,
    meta: { silent: true },
  });

/** Progress of one statement: polled every second while it is being made. */
export const useStatement = (id: string | null) =>
  useQuery({
    queryKey: walletKeys.statement(id ?? ''),
    queryFn: async () =>
      parseResponse(statementResponse, await request({ method: 'GET', path: STATEMENT_PATHS.one(id!) })).data,
    enabled: Boolean(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'ready' || status === 'failed' ? false : 1000;
    },
    meta: { silent: true },
  });

export function useGenerateStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GenerateStatementRequest) =>
      parseResponse(
        statementResponse,
        await request({ method: 'POST', path: STATEMENT_PATHS.generate, body }),
      ),
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: walletKeys.statements(body.walletId) }),
  });
}
