// An endpoint's delivery log: event, response code, attempt, duration and time, newest first, filtered by outcome
// and event in the URL; each row can be sent again (replay).
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
} from '@paydesk/contracts';
import { IconRepeat } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { showToast } from '@/components/toast.tsx';
import { formatDateTime } from '@/lib/format/time.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useWebhookDeliveries } from '../api/deliveries-query.ts';
import { useReplayDeliveryMutation } from '../api/delivery-mutations.ts';
import { LOG_COPY as COPY, WEBHOOK_TOASTS } from '../copy.ts';
import { manageParams } from '../logic/manage-params.ts';
import { eventLabel } from './endpoint-columns.tsx';
import { ResponseBadge } from './status-badge.tsx';

const eventOptions = [
  { value: '', label: COPY.anyEvent },
  ...WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: WEBHOOK_EVENT_LABELS[type] })),
  { value: WEBHOOK_TEST_EVENT, label: 'Test event' },
];
const outcomeOptions = [
  { value: '', label: COPY.anyOutcome },
  { value: 'succeeded', label: COPY.succeeded },
  { value: 'failed', label: COPY.failed },
];

function columns(
  onReplay: (d: WebhookDelivery) => void,
  busyId: string | null,
): ColumnDef<WebhookDelivery>[] {
  const c = COPY.columns;
  return [
    {
      id: 'event',
      header: c.event,
      meta: { skeletonWidth: 140 },
      cell: ({ row }) => (
        <>
          <Text size="sm" fw={600}>
            {row.original.eventType === WEBHOOK_TEST_EVENT
              ? 'Test event'
              : eventLabel(row.original.eventType)}
          </Text>
          <Text size="xs" c="dimmed">
            {[COPY.trigger[row.original.trigger], formatDateTime(row.original.createdAt)]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {row.original.error && (
            <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
              {row.original.error}
            </Text>
          )}
          {row.original.nextAttemptAt && (
            <Text size="xs" c="dimmed">
              {COPY.retryAt(formatDateTime(row.original.nextAttemptAt))}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'status',
      header: c.status,
      meta: { width: 100, skeletonWidth: 40 },
      cell: ({ row }) => (
        <ResponseBadge
          statusCode={row.original.statusCode}
          ok={row.original.outcome === 'succeeded'}
          none={COPY.noResponse}
        />
      ),
    },
    {
      id: 'attempt',
      header: c.attempt,
      meta: { width: 80, visibleFrom: 'sm', skeletonWidth: 20 },
      cell: ({ row }) => <Text size="sm">{row.original.attempt}</Text>,
    },
    {
      id: 'duration',
      header: c.duration,
      meta: { width: 96, visibleFrom: 'sm', skeletonWidth: 40 },
      cell: ({ row }) => (
        <Text size="sm" data-testid="delivery-duration">
          {row.original.durationMs} ms
        </Text>
      ),
    },
    {
      id: 'replay',
      header: '',
      meta: { width: 110, hiddenHeader: true },
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRepeat size={14} />}
          loading={busyId === row.original.id}
          onClick={(event) => {
            event.stopPropagation();
            onReplay(row.original);
          }}
        >
          {COPY.replay}
        </Button>
      ),
    },
  ];
}

export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { filters, change, setPage } = useUrlFilters(manageParams);
  const deliveries = useWebhookDeliveries(endpointId, {
    page: filters.page ?? 1,
    ...(filters.outcome ? { outcome: filters.outcome } : {}),
    ...(filters.eventType ? { eventType: filters.eventType } : {}),
  });
  const replay = useReplayDeliveryMutation();
  const onReplay = (delivery: WebhookDelivery) =>
    replay.mutate(
      { id: endpointId, deliveryId: delivery.id },
      {
        onSuccess: (sent) =>
          showToast(
            sent.outcome === 'succeeded'
              ? { kind: 'success', message: WEBHOOK_TOASTS.replayOk(sent.statusCode) }
              : {
                  kind: 'error',
                  message: WEBHOOK_TOASTS.replayFailed(sent.error ?? String(sent.statusCode)),
                },
          ),
      },
    );
  const busyId = replay.isPending ? (replay.variables?.deliveryId ?? null) : null;
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
      <Stack gap="md">
        <Title order={2} fz={18}>
          {COPY.title}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Select
            label={COPY.outcomeFilter}
            data={outcomeOptions}
            value={filters.outcome ?? ''}
            onChange={(value) => change({ outcome: (value || undefined) as never })}
            allowDeselect={false}
            w={180}
          />
          <Select
            label={COPY.eventFilter}
            data={eventOptions}
            value={filters.eventType ?? ''}
            onChange={(value) => change({ eventType: (value || undefined) as never })}
            allowDeselect={false}
            w={220}
          />
        </Group>
        <DataTable
          label={COPY.title}
          columns={columns(onReplay, busyId)}
          getRowId={(delivery) => delivery.id}
          {...pagedQueryProps(deliveries, setPage)}
          rowTestId="delivery-row"
          testId="delivery-table"
          errorTitle={COPY.loadFailed}
          minWidth={360}
          empty={{ header: COPY.emptyHeader, subHeader: COPY.emptySub }}
        />
      </Stack>
    </Paper>
  );
}
