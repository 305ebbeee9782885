// Every field of one event, and its metadata as key/value pairs, in a right-side drawer.
import { Anchor, Code, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AuditLogEntry } from '@paydesk/contracts';
import { Link } from 'react-router';
import { AppDialog } from '../../../components/app-dialog.tsx';
import { formatDateTime } from '../../../lib/format/time.ts';
import { AUDIT_LOGS_COPY as COPY } from '../copy.ts';
import { actionLabel } from '../logic/action-label.ts';
import { targetLink } from '../logic/target-link.ts';
import { actorName, OutcomeBadge, targetText } from './audit-log-table.tsx';

const D = COPY.details;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}

const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? D.none
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

export function AuditLogDrawer({ entry, onClose }: { entry: AuditLogEntry | null; onClose: () => void }) {
  const metadata = entry ? Object.entries(entry.metadata) : [];
  return (
    <AppDialog
      opened={entry !== null}
      onClose={onClose}
      variant="drawer"
      size="lg"
      title={entry ? actionLabel(entry.action) : D.title}
      description={entry ? formatDateTime(entry.createdAt) : undefined}
    >
      {entry && (
        <Stack gap="lg" data-testid="audit-drawer">
          <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
            <Field label={D.sequence}>#{entry.seq}</Field>
            <Field label={D.outcome}>
              <OutcomeBadge outcome={entry.outcome} />
            </Field>
            <Field label={D.member}>{actorName(entry)}</Field>
            <Field label={D.actorType}>{entry.actor.type}</Field>
            <Field label={D.action}>
              <Code>{entry.action}</Code>
            </Field>
            <Field label={D.date}>{formatDateTime(entry.createdAt)}</Field>
            <Field label={D.target}>
              {targetLink(entry.target) ? (
                <Anchor component={Link} to={targetLink(entry.target)!} data-testid="audit-target-link">
                  {targetText(entry)}
                </Anchor>
              ) : (
                targetText(entry)
              )}
            </Field>
            <Field label={D.ip}>{show(entry.ipAddress)}</Field>
          </SimpleGrid>
          <Field label={D.memberId}>
            <Code>{show(entry.actor.id)}</Code>
          </Field>
          <Field label={D.eventId}>
            <Code>{entry._id}</Code>
          </Field>
          <Field label={D.userAgent}>{show(entry.userAgent)}</Field>
          <Divider label={D.metadata} labelPosition="left" />
          {metadata.length === 0 ? (
            <Text size="sm" c="dimmed">
              {D.noMetadata}
            </Text>
          ) : (
            <Stack gap="xs" data-testid="audit-metadata">
              {metadata.map(([key, value]) => (
                <Group key={key} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
                  <Text size="sm" c="dimmed" ff="monospace">
                    {key}
                  </Text>
                  <Text size="sm" fw={500} ta="right" style={{ wordBreak: 'break-word' }}>
                    {show(value)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </AppDialog>
  );
}
