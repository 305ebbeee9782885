// The bulk upload tab: templates, a dropzone, the server's preview (every row checked by name enquiry, errors per
// cell, exact repeats of an earlier row flagged), the summary of what will be sent (count, total, fees), the box
// that confirms the repeats, the PIN, then the batch's live result page.
import { Alert, Badge, Button, Group, Loader, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { Dropzone, MIME_TYPES } from '@mantine/dropzone';
import {
  TRANSFER_UPLOAD_COLUMNS,
  type TransferPreview,
  type TransferPreviewRow,
  UPLOAD_MAX_BYTES,
} from '@paydesk/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { pickSource, useDefaultSourceWalletId } from '@/components/wallet-accounts/default-source.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import {
  useTransferTemplate,
  useTransferUploadCommit,
  useTransferUploadPreview,
} from '../api/transfer-upload-mutations.ts';
import { UPLOAD_COPY as COPY, TRANSFER_COPY } from '../copy.ts';
import { DuplicatesNotice } from './duplicates-notice.tsx';
import { ApprovalSent } from './transfer-outcome.tsx';

const ACCEPT = [MIME_TYPES.csv, MIME_TYPES.xlsx, 'application/vnd.ms-excel', 'text/plain'];

function Cell({ row, column }: { row: TransferPreviewRow; column: string }) {
  const errors = row.errors[column];
  return (
    <Table.Td data-column={column} data-invalid={errors ? 'true' : undefined}>
      <Text size="sm">{row.values[column] ?? ''}</Text>
      {errors?.map((message) => (
        <Text key={message} size="xs" c="red">
          {message}
        </Text>
      ))}
    </Table.Td>
  );
}

function PreviewTable({ preview }: { preview: TransferPreview }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder aria-label={COPY.errors} data-testid="upload-preview">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{COPY.row}</Table.Th>
            {TRANSFER_UPLOAD_COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            <Table.Th>{COPY.account}</Table.Th>
            <Table.Th>{COPY.fee}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.rows.map((row) => (
            <Table.Tr key={row.row} data-testid={`upload-row-${row.row}`}>
              <Table.Td>
                <Text size="sm">{row.row}</Text>
                {row.duplicateOf !== null && (
                  <Badge color="yellow" variant="light" data-testid={`duplicate-of-${row.row}`}>
                    {COPY.duplicateOf(row.duplicateOf)}
                  </Badge>
                )}
              </Table.Td>
              {TRANSFER_UPLOAD_COLUMNS.map((column) => (
                <Cell key={column} row={row} column={column} />
              ))}
              <Table.Td>
                <Text size="sm">{row.accountName ?? '—'}</Text>
              </Table.Td>
              <Table.Td>{row.fee === null ? '—' : formatMinorAsNaira(row.fee)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function TransferUpload() {
  const navigate = useNavigate();
  const wallets = useAccounts();
  const sources = (wallets.data?.accounts ?? []).filter((w) => w.status === 'active');
  const [sourceId, setSourceId] = useState('');
  const template = useTransferTemplate();
  const preview = useTransferUploadPreview();
  const commit = useTransferUploadCommit();
  const [pinOpen, setPinOpen] = useState(false);
  const result = preview.data;
  // The repeats confirmed for this preview (a new file asks again).
  const [confirmedFor, setConfirmedFor] = useState<string | null>(null);
  const duplicatesConfirmed = Boolean(result) && confirmedFor === result?.uploadId;
  const duplicatesPending = (result?.duplicateCount ?? 0) > 0 && !duplicatesConfirmed;
  const defaultSource = useDefaultSourceWalletId();
  const source = pickSource(sources, sourceId, defaultSource.data);

  const send = (pin: string) => {
    if (!result || !source) return;
    commit.mutate(
      {
        uploadId: result.uploadId,
        sourceWalletId: source._id,
        pin,
        ...(duplicatesConfirmed ? { confirmDuplicates: true } : {}),
      },
      {
        onSuccess: (answer) => {
          setPinOpen(false);
          if ('_id' in answer) navigate(`/payments/transfers/batches/${answer._id}`);
        },
      },
    );
  };

  if (commit.data && 'requestId' in commit.data) return <ApprovalSent />;

  return (
    <Stack gap="md" maw={1000}>
      <Text size="sm">{COPY.intro}</Text>
      <Group>
        <Button variant="default" onClick={() => template.mutate('csv')} loading={template.isPending}>
          {COPY.templateCsv}
        </Button>
        <Button variant="default" onClick={() => template.mutate('xlsx')} loading={template.isPending}>
          {COPY.templateXlsx}
        </Button>
      </Group>
      <Dropzone
        onDrop={(files) => {
          const chosen = files[0];
          if (chosen) preview.mutate(chosen);
        }}
        accept={ACCEPT}
        maxSize={UPLOAD_MAX_BYTES}
        maxFiles={1}
        loading={preview.isPending}
        data-testid="transfer-dropzone"
      >
        <Stack align="center" gap={4} py="lg">
          <Text>{COPY.drop}</Text>
          <Text size="sm" c="dimmed">
            {COPY.dropHint}
          </Text>
        </Stack>
      </Dropzone>
      {preview.isPending && (
        <Group>
          <Loader size="sm" />
          <Text>{COPY.checking}</Text>
        </Group>
      )}
      {preview.error && <Alert color="red">{preview.error.message}</Alert>}
      {result && (
        <Stack gap="sm">
          <Group>
            <Badge color={result.invalidCount ? 'yellow' : 'green'} data-testid="upload-summary">
              {COPY.summary(result.validCount, result.invalidCount)}
            </Badge>
            <Text size="sm">{result.fileName}</Text>
          </Group>
          {result.invalidCount > 0 && (
            <Text size="sm" c="dimmed">
              {COPY.fixHint}
            </Text>
          )}
          <PreviewTable preview={result} />
          <Stack gap={2} data-testid="upload-totals">
            <Text size="sm">
              {TRANSFER_COPY.amountLabel}: {formatMinorAsNaira(result.totalAmount)}
            </Text>
            <Text size="sm">
              {TRANSFER_COPY.fee}: {formatMinorAsNaira(result.totalFees)}
            </Text>
            <Text size="sm" fw={600}>
              {TRANSFER_COPY.total}: {formatMinorAsNaira(result.totalAmount + result.totalFees)}
            </Text>
          </Stack>
          <NativeSelect
            label={TRANSFER_COPY.source}
            data={sources.map((w) => ({
              value: w._id,
              label: `${w.name} · ${formatMinorAsNaira(w.balance)}`,
            }))}
            value={source?._id ?? ''}
            onChange={(e) => setSourceId(e.currentTarget.value)}
            maw={420}
          />
          <DuplicatesNotice
            count={result.duplicateCount}
            confirmed={duplicatesConfirmed}
            onConfirm={(confirmed) => setConfirmedFor(confirmed ? result.uploadId : null)}
          />
          <Group>
            <Button
              disabled={result.validCount === 0 || !source || duplicatesPending}
              onClick={() => setPinOpen(true)}
            >
              {COPY.send(result.validCount)}
            </Button>
          </Group>
        </Stack>
      )}
      <PinDialog
        opened={pinOpen}
        what={TRANSFER_COPY.what(formatMinorAsNaira((result?.totalAmount ?? 0) + (result?.totalFees ?? 0)))}
        busy={commit.isPending}
        error={commit.error}
        onConfirm={send}
        onClose={() => setPinOpen(false)}
      />
    </Stack>
  );
}
