// An administrators mutation: the server's answer, then the lists refreshed. Failures toast the server's message.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-keys.ts';

export function useAdminMutation<V, R>(send: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
