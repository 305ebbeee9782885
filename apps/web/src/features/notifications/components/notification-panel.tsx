// The notification panel (spec §2.6): tabs All, Unread, Read with counts; a 340px list; 'Mark all as read'.
import { Button, Group, ScrollArea, Tabs, Text } from '@mantine/core';
import type { NotificationTab } from '@paydesk/contracts';
import { useState } from 'react';
import { NOTIFICATION_LIST_HEIGHT_PX } from '@/lib/constants.ts';
import { useMarkAllReadMutation } from '../api/mark-all-read-mutation.ts';
import { useNotifications } from '../api/notifications-query.ts';
import { NOTIFICATIONS_COPY } from '../copy.ts';
import { notificationTabs } from '../logic/tabs.ts';
import { NotificationList } from './notification-list.tsx';

interface NotificationPanelProps {
  liveUnread: number | undefined;
  /** Closes the panel once an item opens its link. */
  onOpen?: () => void;
}

export function NotificationPanel({ liveUnread, onOpen }: NotificationPanelProps) {
  const [tab, setTab] = useState<NotificationTab>('all');
  const list = useNotifications(tab, true);
  const markAll = useMarkAllReadMutation();
  const tabs = notificationTabs(list.data?.counts, liveUnread);
  const unread = tabs.find((t) => t.value === 'unread')?.count ?? 0;

  return (
    <div data-testid="notification-panel">
      <Group justify="space-between" px="md" pt="md" pb="xs">
        <Text fw={700} fz="lg">
          {NOTIFICATIONS_COPY.title}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => markAll.mutate()}
          loading={markAll.isPending}
          disabled={unread === 0}
        >
          {NOTIFICATIONS_COPY.markAllRead}
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => value && setTab(value as NotificationTab)}>
        <Tabs.List px="md">
          {tabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} data-testid={`notification-tab-${t.value}`}>
              {t.label} ({t.count})
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ScrollArea h={NOTIFICATION_LIST_HEIGHT_PX} type="auto" data-testid="notification-list">
        <NotificationList tab={tab} query={list} onOpen={onOpen} />
      </ScrollArea>
    </div>
  );
}
