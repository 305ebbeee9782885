import { messageOnly, OPS_PATHS } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useOperatorSession } from '../state/operator-session-store.ts';
import { opsKeys } from './keys.ts';
import { opsCall } from './ops-request.ts';

export function useOperatorLogoutMutation() {
  const queryClient = useQueryClient();
  const done = () => {
    useOperatorSession.getState().clear();
    queryClient.removeQueries({ queryKey: opsKeys.all });
  };
  return useMutation({
    mutationFn: () => opsCall({ method: 'POST', path: OPS_PATHS.logout }, messageOnly),
    onSettled: done,
    meta: { silent: true },
  });
}
