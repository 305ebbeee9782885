// One event in the detail drawer (components/detail-drawer): who did what (its code) and its outcome, to what, who
// from which IP and browser, the values before and after when the event recorded them, then the rest of its
// metadata as key/value pairs.
import { Anchor, Code, Table, Text } from '@mantine/core';
import type { AuditLogEntry } from '@paydesk/contracts';
import { Link } from 'react-router';
import {
  DetailDrawer,
  DetailField,
  DetailFields,
  DetailRows,
  DetailSection,
  DetailView,
} from '@/components/detail-drawer.tsx';
import { formatDateTime } from '@/lib/format/time.ts';
import { AUDIT_LOGS_COPY as COPY } from '../copy.ts';
import { actionLabel } from '../logic/action-label.ts';
import { beforeAfterOf, type ValueChange } from '../logic/before-after.ts';
import { targetLink } from '../logic/target-link.ts';
import { actorName, OutcomeBadge, targetText } from './audit-log-table.tsx';

const D = COPY.details;

const show = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? D.none
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

function BeforeAfter({ changes }: { changes: ValueChange[] }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing={6} fz="sm" data-testid="audit-changes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{D.field}</Table.Th>
            <Table.Th>{D.before}</Table.Th>
            <Table.Th>{D.after}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={c.field} data-testid="audit-change">
              <Table.Td ff="monospace">{c.field}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{show(c.before)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }} fw={500}>
                {show(c.after)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function EventBody({ entry }: { entry: AuditLogEntry }) {
  const { changes, rest } = beforeAfterOf(entry.metadata);
  const link = targetLink(entry.target);
  return (
    <DetailView
      testId="audit-drawer"
      heading={actorName(entry)}
      subheading={
        <>
          {D.action}: <Code>{entry.action}</Code>
        </>
      }
      status={<OutcomeBadge outcome={entry.outcome} />}
    >
      <DetailFields>
        <DetailField label={D.sequence}>#{entry.seq}</DetailField>
        <DetailField label={D.date}>{formatDateTime(entry.createdAt)}</DetailField>
        <DetailField label={D.target}>
          {link ? (
            <Anchor component={Link} to={link} data-testid="audit-target-link">
              {targetText(entry)}
            </Anchor>
          ) : (
            targetText(entry)
          )}
        </DetailField>
        <DetailField label={D.eventId}>
          <Code>{entry._id}</Code>
        </DetailField>
      </DetailFields>
      <DetailSection title={D.who} testId="audit-actor">
        <DetailFields>
          <DetailField label={D.actorType}>{entry.actor.type}</DetailField>
          <DetailField label={D.ip}>{show(entry.ipAddress)}</DetailField>
          <DetailField label={D.memberId}>
            <Code>{show(entry.actor.id)}</Code>
          </DetailField>
        </DetailFields>
        <DetailField label={D.userAgent}>{show(entry.userAgent)}</DetailField>
      </DetailSection>
      {changes.length > 0 && (
        <DetailSection title={D.changes}>
          <BeforeAfter changes={changes} />
        </DetailSection>
      )}
      <DetailSection title={D.metadata}>
        {rest.length === 0 ? (
          <Text size="sm" c="dimmed">
            {D.noMetadata}
          </Text>
        ) : (
          <DetailRows
            rows={rest.map(([key, value]) => [key, show(value)])}
            testId="audit-metadata"
            monospaceKeys
          />
        )}
      </DetailSection>
    </DetailView>
  );
}

export function AuditLogDrawer({ entry, onClose }: { entry: AuditLogEntry | null; onClose: () => void }) {
  return (
    <DetailDrawer
      opened={entry !== null}
      onClose={onClose}
      title={entry ? actionLabel(entry.action) : D.title}
      description={entry ? formatDateTime(entry.createdAt) : undefined}
    >
      {entry && <EventBody entry={entry} />}
    </DetailDrawer>
  );
}
