// A People mutation: the server's answer, then every employee and group list refreshed. Failures toast the
// server's message through the query client unless the caller marks the mutation silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleKeys } from './keys.ts';

export function usePeopleMutation<V, R>(
  send: (variables: V) => Promise<R>,
  options: { silent?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: options.silent ? { silent: true } : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.all }),
  });
}
