// After money moves, every balance on screen is stale: the wallets' queries and the header chip (another
// feature's query, so by refetching every active query rather than naming its key).
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export function refreshBalances(
  queryClient: QueryClient,
  keep: (key: QueryKey) => boolean = () => true,
): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => keep(query.queryKey) });
}
