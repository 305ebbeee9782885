// Small pieces of an obligation shared by the table, the cards and the drawer: its status pill, its name, its
// penalty figure and the link that pays it.
import { Badge, Button, Text } from '@mantine/core';
import type { Obligation } from '@paydesk/contracts';
import { Link } from 'react-router';
import {
  OBLIGATION_LABELS,
  OBLIGATION_STATUS_COLOURS,
  OBLIGATION_STATUS_LABELS,
} from '@/components/compliance-calendar/copy.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate } from '@/lib/format/time.ts';
import { CALENDAR_COPY as COPY } from '../copy.ts';

export function ObligationStatusPill({ o }: { o: Obligation }) {
  return (
    <Badge
      color={OBLIGATION_STATUS_COLOURS[o.status]}
      variant={o.status === 'late' ? 'filled' : 'light'}
      radius="sm"
      tt="none"
      data-testid="obligation-status"
      data-status={o.status}
    >
      {o.paymentPending ? COPY.paymentPending : OBLIGATION_STATUS_LABELS[o.status]}
    </Badge>
  );
}

export const obligationName = (o: Obligation) => OBLIGATION_LABELS[o.kind];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const periodLabel = (period: string) =>
  period.length === 7 ? `${MONTHS[Number(period.slice(5, 7)) - 1]} ${period.slice(0, 4)}` : period;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const dueLabel = (day: string) =>
  `${WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]} ${formatDate(day)}`;

export const amountLabel = (o: Obligation) =>
  o.amountKobo === null ? COPY.filing : formatMinorAsNaira(o.amountKobo);

/** The penalty so far when late (or paid late), the figure if it were late otherwise. */
export function PenaltyFigure({ o }: { o: Obligation }) {
  if (o.status !== 'late' && !(o.status === 'paid' && (o.penalty.kobo ?? 0) > 0))
    return (
      <Text size="sm" c="dimmed">
        {COPY.penaltyNone}
      </Text>
    );
  return (
    <Text size="sm" c={o.status === 'late' ? 'red.9' : undefined} fw={o.status === 'late' ? 600 : undefined}>
      {o.penalty.kobo === null ? COPY.noFigure : formatMinorAsNaira(o.penalty.kobo)}
    </Text>
  );
}

export function PayButton({ o, canPay }: { o: Obligation; canPay: boolean }) {
  if (!canPay || !o.payPath || o.status === 'paid' || o.paymentPending) return null;
  return (
    <Button
      component={Link}
      to={o.payPath}
      size="compact-sm"
      variant={o.status === 'late' ? 'filled' : 'light'}
      color={o.status === 'late' ? 'red' : undefined}
    >
      {o.kind === 'paye-annual-return' ? COPY.file : COPY.pay}
    </Button>
  );
}
