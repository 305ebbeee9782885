// Statements of one wallet: pick a Lagos date range, watch the job's progress, then download PDF or CSV.
import { Alert, Button, Group, Progress, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconFileText } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { showToast } from '../../../components/toast.tsx';
import { formatDateTime } from '../../../lib/format/time.ts';
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

  useEffect(() => {
    if (statement.data?.status === 'ready') void history.refetch();
    // Refresh the list once, when the statement becomes ready.
  }, [statement.data?.status, history.refetch]);

  const submit = () =>
    generate.mutate(
      { walletId, from, to },
      {
        onSuccess: (res) => {
          showToast({ kind: 'info', message: res.message });
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
        <TextInput
          type="date"
          label={s.from}
          value={from}
          max={to}
          onChange={(e) => setFrom(e.currentTarget.value)}
          size="sm"
        />
        <TextInput
          type="date"
          label={s.to}
          value={to}
          min={from}
          max={today}
          onChange={(e) => setTo(e.currentTarget.value)}
          size="sm"
        />
        <Button onClick={submit} loading={generate.isPending} disabled={!from || !to} size="sm">
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
                {s.ready} · {shown.from} to {shown.to} · {s.rows(shown.rowCount ?? 0)}
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
              {h.from} to {h.to} · {s.rows(h.rowCount ?? 0)} · {formatDateTime(h.createdAt)}
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
