// The header bell (spec §2.6): the live unread count; it opens the notification panel.
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useUnreadCount } from '../api/unread-count-query.ts';
import { useUnreadStream } from '../api/use-unread-stream.ts';
import { NOTIFICATIONS_COPY } from '../copy.ts';
import { unreadBadge } from '../logic/tabs.ts';
import { NotificationPanel } from './notification-panel.tsx';

export function NotificationBell() {
  const allowed = useCan('notifications.view');
  useUnreadStream(allowed);
  const { data: unread } = useUnreadCount(allowed);
  const [opened, panel] = useDisclosure(false);
  const badge = unreadBadge(unread);
  if (!allowed) return null;

  // The badge sits outside the popover: its target (which gets aria-expanded) is the bell button itself.
  return (
    <Indicator label={badge} disabled={!badge} size={18} offset={6} color="red" withBorder>
      <Popover
        opened={opened}
        onChange={(next) => (next ? panel.open() : panel.close())}
        position="bottom-end"
        width={400}
        shadow="lg"
        radius="md"
        offset={10}
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            radius="xl"
            onClick={panel.toggle}
            aria-label={badge ? `${NOTIFICATIONS_COPY.bell} (${unread} unread)` : NOTIFICATIONS_COPY.bell}
            aria-expanded={opened}
            data-testid="notification-bell"
          >
            <IconBell size={22} stroke={1.7} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
          <NotificationPanel liveUnread={unread} onOpen={panel.close} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
