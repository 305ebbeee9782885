// The endpoints list's columns: URL (with its description), events, status and the last delivery; row actions.
import { Group, Text } from '@mantine/core';
import { WEBHOOK_EVENT_LABELS, type WebhookEndpoint, type WebhookEventType } from '@paydesk/contracts';
import { IconPlayerPause, IconPlayerPlay, IconSettings, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { RowActionsMenu } from '@/components/row-actions-menu.tsx';
import { formatDateTime } from '@/lib/format/time.ts';
import { WEBHOOKS_COPY as COPY, LOG_COPY } from '../copy.ts';
import { WEBHOOK_ROUTES } from '../logic/paths.ts';
import { EndpointStatusBadge, ResponseBadge } from './status-badge.tsx';

export const eventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type as WebhookEventType] ?? type;

export function endpointColumns(actions: {
  onToggle: (endpoint: WebhookEndpoint) => void;
  onDelete: (endpoint: WebhookEndpoint) => void;
}): ColumnDef<WebhookEndpoint>[] {
  const c = COPY.columns;
  return [
    {
      id: 'url',
      header: c.url,
      meta: { skeletonWidth: 220 },
      cell: ({ row }) => (
        <>
          <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }} data-testid="webhook-url">
            {row.original.url}
          </Text>
          {row.original.description && (
            <Text size="xs" c="dimmed">
              {row.original.description}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'events',
      header: c.events,
      meta: { visibleFrom: 'md', skeletonWidth: 160 },
      cell: ({ row }) => (
        <Text size="sm" c="dimmed">
          {row.original.events.map(eventLabel).join(', ')}
        </Text>
      ),
    },
    {
      id: 'status',
      header: c.status,
      meta: { width: 110, skeletonWidth: 60 },
      cell: ({ row }) => <EndpointStatusBadge status={row.original.status} />,
    },
    {
      id: 'lastDelivery',
      header: c.lastDelivery,
      meta: { visibleFrom: 'sm', skeletonWidth: 120 },
      cell: ({ row }) => {
        const last = row.original.lastDelivery;
        if (!last)
          return (
            <Text size="sm" c="dimmed">
              {COPY.noDelivery}
            </Text>
          );
        return (
          <Group gap={6} wrap="nowrap">
            <ResponseBadge
              statusCode={last.statusCode}
              ok={last.outcome === 'succeeded'}
              none={LOG_COPY.noResponse}
            />
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(last.at)}
            </Text>
          </Group>
        );
      },
    },
    {
      id: 'actions',
      header: '',
      meta: { width: 56, hiddenHeader: true },
      cell: ({ row }) => (
        <RowActionsMenu
          label={COPY.actionsLabel}
          actions={[
            {
              key: 'manage',
              label: COPY.manage,
              icon: <IconSettings size={16} />,
              to: WEBHOOK_ROUTES.manage(row.original.id),
            },
            row.original.status === 'enabled'
              ? {
                  key: 'disable',
                  label: COPY.disable,
                  icon: <IconPlayerPause size={16} />,
                  onClick: () => actions.onToggle(row.original),
                }
              : {
                  key: 'enable',
                  label: COPY.enable,
                  icon: <IconPlayerPlay size={16} />,
                  onClick: () => actions.onToggle(row.original),
                },
            {
              key: 'delete',
              label: COPY.delete,
              icon: <IconTrash size={16} />,
              danger: true,
              onClick: () => actions.onDelete(row.original),
            },
          ]}
        />
      ),
    },
  ];
}
