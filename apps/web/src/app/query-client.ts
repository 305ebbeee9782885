// One QueryClient: failed mutations toast through the spec's rules unless the caller says it handles them.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { clearErrorToasts } from '../components/toast.tsx';
import { isApiError } from '../lib/api/api-error.ts';
import { notifyApiError } from '../lib/api/notifier.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { silent?: boolean };
    queryMeta: { silent?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) notifyApiError(error);
      },
      // A form that went through: the errors of its earlier tries are no longer true.
      onSuccess: () => clearErrorToasts(),
    }),
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) notifyApiError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not get better by asking again.
        retry: (count, error) => count < 2 && !(isApiError(error) && (error.status ?? 0) >= 400),
      },
      mutations: { retry: false },
    },
  });
}
