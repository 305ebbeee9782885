// GET the notifications of one tab (spec §7: the list reads notifications.docs), with the three counts.
import { NOTIFICATION_PATHS, type NotificationTab, notificationListResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { NOTIFICATION_PAGE_SIZE } from '@/lib/constants.ts';
import { notificationKeys } from './keys.ts';

export async function getNotifications(status: NotificationTab, limit = NOTIFICATION_PAGE_SIZE) {
  const payload = await request({
    method: 'GET',
    path: NOTIFICATION_PATHS.list,
    query: { status, page: 1, limit },
  });
  return parseResponse(notificationListResponse, payload).data;
}

export const notificationsQuery = (status: NotificationTab) =>
  queryOptions({
    queryKey: notificationKeys.list(status),
    queryFn: () => getNotifications(status),
  });

export const useNotifications = (status: NotificationTab, enabled: boolean) =>
  useQuery({ ...notificationsQuery(status), enabled });
