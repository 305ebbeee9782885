// Statements of one wallet: pick a Lagos date range, watch the job's progress, then download PDF or CSV. The toast
// of a request follows the statement: 'being prepared' turns into 'ready' (or 'failed') with the panel.
import '@mantine/dates/styles.css';
import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconDownload, IconFileText } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { showLoadingToast } from '@/components/toast.tsx';
import { DATE_INPUT_FORMAT, formatDate, formatDateTime } from '@/lib/format/time.ts';
import { useDownloadStatement } from '../api/downloads.ts';
import { useGenerateStatement, useStatement, useStatements } from '../api/statements.ts';
import { WALLETS_COPY as COPY } from '../copy.ts';

const lagosToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

export function StatementPanel({
  walletId,
  initialStatementId,
}: {
  walletId: string;
  initialStatementId?: string | null;
}) {
  const today = lagosToday();
  const [from, setFrom] = useState(monthStart(today));
  const [to, setTo] = useState(today);
  const [current, setCurrent] = useState<string | null>(initialStatementId ?? null);
  const generate = useGenerateStatement();
  const statement = useStatement(current);
  const history = useStatements(walletId);
  const download = useDownloadStatement();
  const s = COPY.statements;
  const toast = useRef<ReturnType<typeof showLoadingToast> | null>(null);

  useEffect(() => {
    const status = statement.data?.status;
    // Refresh the list once, when the statement becomes ready; the request's toast says the same as the panel.
    if (status === 'ready') void history.refetch();
    if (status === 'ready' || status === 'failed') {
      toast.current?.done(
        status === 'ready'
          ? { kind: 'success', title: s.ready, message: s.readyToast }
          : { kind: 'error', message: s.failed },
      );
      toast.current = null;
    }
  }, [statement.data?.status, history.refetch]);

  const submit = () =>
    generate.mutate(
      { walletId, from, to },
      {
        onSuccess: (res) => {
          toast.current?.close();
          toast.current = showLoadingToast(res.message);
          setCurrent(res.data._id);
        },
      },
    );
  const shown = statement.data;
  return (
    <Stack gap="md" data-testid="statements">
      <Group gap="xs">
        <IconFileText size={20} />
        <Title order={3} fz="lg">
          {s.title}
        </Title>
      </Group>
      <Text size="sm" c="dimmed">
        {s.description}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <DatePickerInput
          label={s.from}
          value={from}
          maxDate={to}
          onChange={(value) => value && setFrom(value)}
          valueFormat={DATE_INPUT_FORMAT}
          leftSection={<IconCalendar size={16} />}
          miw={170}
        />
        <DatePickerInput
          label={s.to}
          value={to}
          minDate={from}
          maxDate={today}
          onChange={(value) => value && setTo(value)}
          valueFormat={DATE_INPUT_FORMAT}
          leftSection={<IconCalendar size={16} />}
          miw={170}
        />
        <Button onClick={submit} loading={generate.isPending} disabled={!from || !to}>
          {s.generate}
        </Button>
      </Group>
      {shown && (
        <Stack gap={6} aria-live="polite">
          {shown.status === 'failed' ? (
            <Alert color="red" variant="light">
              {s.failed}
            </Alert>
          ) : shown.status === 'ready' ? (
            <Group justify="space-between" wrap="wrap">
              <Text size="sm" fw={600} data-testid="statement-ready">
                {s.ready} · {formatDate(shown.from)} to {formatDate(shown.to)} · {s.rows(shown.rowCount ?? 0)}
              </Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  leftSection={<IconDownload size={14} />}
                  onClick={() => download.mutate({ id: shown._id, format: 'pdf' })}
                >
                  {s.pdf}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconDownload size={14} />}
                  onClick={() => download.mutate({ id: shown._id, format: 'csv' })}
                >
                  {s.csv}
                </Button>
              </Group>
            </Group>
          ) : (
            <>
              <Text size="sm">{s.preparing}</Text>
              <Progress value={Math.max(3, shown.progress)} animated aria-label="Statement progress" />
            </>
          )}
        </Stack>
      )}
      {(history.data ?? [])
        .filter((h) => h._id !== current && h.status === 'ready')
        .slice(0, 5)
        .map((h) => (
          <Group key={h._id} justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {formatDate(h.from)} to {formatDate(h.to)} · {s.rows(h.rowCount ?? 0)} ·{' '}
              {formatDateTime(h.createdAt)}
            </Text>
            <Group gap="xs">
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => download.mutate({ id: h._id, format: 'pdf' })}
              >
                PDF
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => download.mutate({ id: h._id, format: 'csv' })}
              >
                CSV
              </Button>
            </Group>
          </Group>
        ))}
    </Stack>
  );
}
