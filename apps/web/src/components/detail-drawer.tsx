// The one shape of a detail drawer (issue 30): a right-side drawer over the list it was opened from, whose open item
// lives in the URL (useOpenParam, ?open=id, so the link can be shared and a reload keeps it). Inside, the same
// parts in the same order for every object: a header (its name and, big, its amount) with its status badge, one
// status line saying where it stands, the actions the caller may take now, then titled sections of fields.
// Approval requests, audit events and employees use it; Escape closes it (overlays.tsx), focus comes back.
import { Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { AppDialog } from './app-dialog.tsx';

export interface DetailDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The dialog's accessible name: the kind of object ("Approval request"), or its own name. */
  title: React.ReactNode;
  /** A line under the title (when it happened). */
  description?: React.ReactNode;
  /** The body: a DetailView once loaded, or the loading / not-found state. */
  children?: React.ReactNode;
}

export function DetailDrawer({ opened, onClose, title, description, children }: DetailDrawerProps) {
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      variant="drawer"
      size="lg"
      title={title}
      description={description}
    >
      {opened && children}
    </AppDialog>
  );
}

export interface DetailViewProps {
  /** The object's name, and a line under it. */
  heading?: React.ReactNode;
  subheading?: React.ReactNode;
  /** Its status badge, right of the heading. */
  status?: React.ReactNode;
  /** The big figure (an amount), under the heading. */
  figure?: React.ReactNode;
  figureTestId?: string;
  /** One line (or alert) saying where it stands: its outcome, why it was refused. */
  statusLine?: React.ReactNode;
  /** What the caller may do now. */
  actions?: React.ReactNode;
  testId?: string;
  /** DetailSections. */
  children?: React.ReactNode;
}

export function DetailView({
  heading,
  subheading,
  status,
  figure,
  figureTestId,
  statusLine,
  actions,
  testId,
  children,
}: DetailViewProps) {
  return (
    <Stack gap="lg" data-testid={testId}>
      {(heading || status) && (
        <Group justify="space-between" align="flex-start" wrap="nowrap" data-testid="detail-header">
          <div style={{ minWidth: 0 }}>
            {heading && (
              <Text fw={650} style={{ wordBreak: 'break-word' }}>
                {heading}
              </Text>
            )}
            {subheading && (
              <Text size="sm" c="dimmed">
                {subheading}
              </Text>
            )}
          </div>
          {status}
        </Group>
      )}
      {figure !== undefined && figure !== null && (
        <Text fz={28} fw={700} data-testid={figureTestId} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {figure}
        </Text>
      )}
      {statusLine}
      {actions}
      {children}
    </Stack>
  );
}

/** A titled part of the drawer: a labelled divider, then its content. */
export function DetailSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: React.ReactNode;
}) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <Divider label={title} labelPosition="left" />
      {children}
    </Stack>
  );
}

/** Fields two by two (one by one on a phone). */
export function DetailFields({ children }: { children: React.ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

export function DetailField({ label, children }: { label: string; children: React.ReactNode }) {
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

/** Key → value lines, the value on the right (a payload, metadata). */
export function DetailRows({
  rows,
  testId,
  monospaceKeys = false,
}: {
  rows: ReadonlyArray<readonly [string, React.ReactNode]>;
  testId?: string;
  monospaceKeys?: boolean;
}) {
  return (
    <Stack gap={6} data-testid={testId}>
      {rows.map(([key, value]) => (
        <Group key={key} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Text size="sm" c="dimmed" ff={monospaceKeys ? 'monospace' : undefined}>
            {key}
          </Text>
          <Text size="sm" fw={500} ta="right" component="div" style={{ wordBreak: 'break-word' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
