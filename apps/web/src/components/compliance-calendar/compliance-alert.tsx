// The dashboard's compliance alert: red while any payroll obligation is late, amber while one is due within 5
// working days, nothing otherwise. Shown only to members who may view payroll.
import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarDue } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMinorAsNaira } from '../../lib/format/money.ts';
import { formatDate } from '../../lib/format/time.ts';
import { useCan } from '../../lib/storage/use-permissions.ts';
import { ALERT_COPY, OBLIGATION_LABELS } from './copy.ts';
import { useComplianceSummary } from './summary-query.ts';

/**
 * Whether the alert knows what it shows (its summary answered, failed, or the member may not view payroll). A page
 * that draws the alert above its content calls this as it starts, so the read goes out with the page's own, and
 * draws once it is true: the alert then never appears late and pushes the content down (CLS, issue 30).
 */
export function useComplianceAlertSettled(): boolean {
  const canView = useCan('payroll.view');
  const summary = useComplianceSummary(canView);
  return !canView || !summary.isPending;
}

export function ComplianceAlert() {
  const canView = useCan('payroll.view');
  const summary = useComplianceSummary(canView);
  if (!canView || !summary.data) return null;
  const { late, due, next } = summary.data;
  if (late.count === 0 && due.count === 0) return null;
  const isLate = late.count > 0;
  return (
    <Alert
      color={isLate ? 'red' : 'yellow'}
      variant="light"
      icon={isLate ? <IconAlertTriangle size={20} /> : <IconCalendarDue size={20} />}
      title={isLate ? ALERT_COPY.lateTitle(late.count) : ALERT_COPY.dueTitle(due.count)}
      data-testid="compliance-alert"
      data-tone={isLate ? 'late' : 'due'}
    >
      <Text size="sm">
        {isLate
          ? ALERT_COPY.lateBody(formatMinorAsNaira(late.amountKobo), formatMinorAsNaira(late.penaltyKobo))
          : ALERT_COPY.dueBody(
              formatMinorAsNaira(due.amountKobo),
              next ? `${OBLIGATION_LABELS[next.kind]} to ${next.authority}` : '',
              next ? formatDate(next.dueDate) : '',
            )}
      </Text>
      <Button
        component={Link}
        to="/payroll/compliance"
        size="xs"
        mt="sm"
        color={isLate ? 'red' : 'yellow'}
        variant={isLate ? 'filled' : 'light'}
      >
        {ALERT_COPY.open}
      </Button>
    </Alert>
  );
}
