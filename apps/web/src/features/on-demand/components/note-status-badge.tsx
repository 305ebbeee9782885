import { Badge } from '@mantine/core';
import type { NoteStatus } from '@paydesk/contracts';
import { NOTES_COPY } from '../copy.ts';

const COLORS: Record<NoteStatus, string> = { open: 'gray', issued: 'blue', overdue: 'red', paid: 'teal' };

export function NoteStatusBadge({ status }: { status: NoteStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]} radius="sm">
      {NOTES_COPY.statuses[status]}
    </Badge>
  );
}
