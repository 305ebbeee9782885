// PATCH …/notifications/mark-all-read with an empty payload (spec §7).
import { markReadResponse, NOTIFICATION_PATHS } from '@paydesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { notificationKeys } from './keys.ts';

export function useMarkAllReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      parseResponse(
        markReadResponse,
        await request({ method: 'PATCH', path: NOTIFICATION_PATHS.markAllRead }),
      ).data,
    onSuccess: ({ counts }) => {
      queryClient.setQueryData(notificationKeys.unread(), counts.unread);
      return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    },
  });
}
