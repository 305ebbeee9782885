// The request's stages in order, each with its rule and who decided what and when. A decision of a member who was
// deactivated afterwards is shown struck out: it no longer counts.
import { Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import type { RequestStage } from '@paydesk/contracts';
import { IconCheck, IconClock, IconX } from '@tabler/icons-react';
import { formatDateTime } from '@/lib/format/time.ts';
import { REQUEST_COPY as COPY } from '../copy.ts';

const STAGE_COLOURS = { waiting: 'gray', pending: 'yellow', approved: 'teal', rejected: 'red' } as const;

export function RequestStages({ stages, current }: { stages: RequestStage[]; current: number | null }) {
  const sorted = [...stages].sort((a, b) => a.position - b.position);
  const active = sorted.findIndex((s) => s.position === current);
  const done = sorted.filter((s) => s.status === 'approved').length;
  return (
    <Timeline
      active={active === -1 ? done - 1 : active}
      bulletSize={24}
      lineWidth={2}
      data-testid="request-stages"
    >
      {sorted.map((stage) => (
        <Timeline.Item
          key={stage.position}
          bullet={
            stage.status === 'approved' ? (
              <IconCheck size={14} />
            ) : stage.status === 'rejected' ? (
              <IconX size={14} />
            ) : (
              <IconClock size={14} />
            )
          }
          color={STAGE_COLOURS[stage.status]}
          title={
            <Group gap="xs">
              <Text fw={600} size="sm">
                {COPY.stageTitle(stage.position, stage.name)}
              </Text>
              <Badge size="sm" variant="light" color={STAGE_COLOURS[stage.status]} tt="none" radius="sm">
                {COPY.stageStatus[stage.status]}
              </Badge>
            </Group>
          }
          data-testid={`request-stage-${stage.position}`}
        >
          <Text size="xs" c="dimmed" data-testid="request-stage-approvers">
            {COPY.needs(stage.required, stage.rule, stage.approverNames)}
          </Text>
          <Stack gap={4} mt={6}>
            {stage.decisions.length === 0 ? (
              <Text size="sm" c="dimmed">
                {COPY.noDecisions}
              </Text>
            ) : (
              stage.decisions.map((d) => (
                <Text
                  key={`${d.memberId}-${d.decidedAt}`}
                  size="sm"
                  td={d.counted ? undefined : 'line-through'}
                  title={d.counted ? undefined : COPY.notCounted}
                  data-testid="request-decision"
                >
                  <b>{d.name}</b> {COPY.decided(d.decision)} · {formatDateTime(d.decidedAt)}
                  {d.comment ? ` — “${d.comment}”` : ''}
                </Text>
              ))
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
