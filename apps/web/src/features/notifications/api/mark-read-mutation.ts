// PATCH …/notifications/{id}: clicking an unread item marks it read, then the lists refresh (spec §2.6, §4).
import { markReadResponse, NOTIFICATION_PATHS } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { notificationKeys } from './keys.ts';

export function useMarkReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      parseResponse(
        markReadResponse,
        await request({ method: 'PATCH', path: NOTIFICATION_PATHS.markRead(id) }),
      ).data,
    onSuccess: ({ counts }) => {
      queryClient.setQueryData(notificationKeys.unread(), counts.unread);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
