// An employee's details as text, for members who may view employees but not edit them.
import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { Employee } from '@paydesk/contracts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate } from '@/lib/format/time.ts';
import { EMPLOYEE_FORM_COPY } from '../copy.ts';
import { EMPLOYMENT_TYPE_LABELS, PAY_FREQUENCY_LABELS } from '../logic/employee-labels.ts';

export function EmployeeSummary({ employee }: { employee: Employee }) {
  const c = EMPLOYEE_FORM_COPY;
  const rows: Array<[string, string | null]> = [
    [c.phone, employee.phoneNumber],
    [c.jobTitle, employee.jobTitle],
    [c.department, employee.department],
    [c.branch, employee.branch],
    [c.stateOfResidence, employee.stateOfResidence],
    [c.employmentType, EMPLOYMENT_TYPE_LABELS[employee.employmentType]],
    [c.employmentDate, employee.employmentDate ? formatDate(employee.employmentDate) : null],
    [c.bank, `${employee.bankName} · ${employee.accountNumber}`],
    [c.grossPay, formatMinorAsNaira(employee.grossPay)],
    [c.payFrequency, PAY_FREQUENCY_LABELS[employee.payFrequency]],
  ];
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm">{value || '—'}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
