// A team mutation: the server's answer, then every team list refreshed. Failures toast the server's message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamKeys } from './keys.ts';

export function useTeamMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
