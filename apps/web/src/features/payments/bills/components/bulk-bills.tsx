// Bulk bills: a CSV of one bill type (template downloadable), checked row by row with the errors shown, then the
// valid rows paid from a wallet with the PIN; the batch's progress and result per line follow (?batch= in the URL).
import {
  Alert,
  Button,
  FileInput,
  Group,
  NativeSelect,
  Paper,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  BILL_CATEGORIES,
  BILL_CATEGORY,
  type BillBulkPreview,
  type BillCategory,
  ErrorCode,
} from '@paydesk/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { pickSource, useDefaultSourceWalletId } from '@/components/wallet-accounts/default-source.ts';
import { toApiError } from '@/lib/api/api-error.ts';
import { saveFile } from '@/lib/api/index.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { usePreviewBulkBills, useSendBulkBills } from '../api/bulk-bills-mutations.ts';
import { BILL_CATEGORY_LABELS, BILLS_COPY, BULK_BILLS_COPY as COPY } from '../copy.ts';
import { billFileBody } from '../logic/bill-file.ts';
import { csvTemplate } from '../logic/bill-format.ts';
import { ApprovalNotice } from './approval-notice.tsx';
import { BillBatchProgress } from './bill-batch-progress.tsx';

const AMOUNT_REFUSALS = new Set<string>([ErrorCode.insufficientFunds, ErrorCode.limitExceeded]);

export function BulkBills() {
  const [params, setParams] = useSearchParams();
  const batchId = params.get('batch');
  const wallets = useAccounts();
  const sources = (wallets.data?.accounts ?? []).filter((w) => w.status === 'active');
  const [category, setCategory] = useState<BillCategory>('airtime');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<BillBulkPreview | null>(null);
  const [sourceId, setSourceId] = useState('');
  const [pinOpen, setPinOpen] = useState(false);
  const [gated, setGated] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const check = usePreviewBulkBills();
  const send = useSendBulkBills();
  const defaultSource = useDefaultSourceWalletId();
  const source = pickSource(sources, sourceId, defaultSource.data);

  const startOver = () => {
    setFile(null);
    setPreview(null);
    setGated(false);
    setRefusal(null);
    send.reset();
    setParams({ tab: 'bulk' }, { replace: true });
  };
  const { upload } = BILL_CATEGORY[category];
  const template = () =>
    saveFile(
      {
        blob: new Blob([csvTemplate(upload.columns, upload.example)], {
          type: 'text/csv',
        }),
        filename: null,
      },
      `bulk-${category}.csv`,
    );
  const pay = (pin: string) =>
    send.mutate(
      {
        category,
        sourceWalletId: source?._id ?? '',
        pin,
        fileName: file?.name,
        lines: (preview?.rows ?? []).flatMap((r) => (r.line ? [r.line] : [])),
      },
      {
        onSuccess: (answer) => {
          setPinOpen(false);
          if ('_id' in answer) setParams({ tab: 'bulk', batch: answer._id }, { replace: true });
          else setGated(true);
        },
        onError: (error) => {
          const failure = toApiError(error);
          if (AMOUNT_REFUSALS.has(failure.code ?? '')) {
            setRefusal(failure.message);
            setPinOpen(false);
          }
        },
      },
    );

  if (batchId)
    return (
      <Stack gap="md">
        <BillBatchProgress batchId={batchId} />
        <Group>
          <Button variant="default" onClick={startOver}>
            {COPY.startOver}
          </Button>
        </Group>
      </Stack>
    );
  if (gated) return <ApprovalNotice onAnother={startOver} />;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {COPY.description}
        </Text>
        <Group align="end" wrap="wrap">
          <Select
            label={COPY.category}
            data={BILL_CATEGORIES.map((c) => ({ value: c, label: BILL_CATEGORY_LABELS[c] }))}
            value={category}
            onChange={(c) => {
              if (!c) return;
              setCategory(c as BillCategory);
              setPreview(null);
            }}
            allowDeselect={false}
            w={200}
            data-testid="bulk-bills-category"
          />
          <FileInput
            label={COPY.file}
            placeholder={COPY.filePlaceholder}
            accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            value={file}
            onChange={(f) => {
              setFile(f);
              setPreview(null);
            }}
            w={260}
            data-testid="bulk-bills-file"
          />
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={template}>
            {COPY.template}
          </Button>
          <Button
            disabled={!file}
            loading={check.isPending}
            onClick={async () =>
              file && setPreview(await check.mutateAsync({ category, ...(await billFileBody(file)) }))
            }
          >
            {COPY.check}
          </Button>
        </Group>
        {preview && (
          <Stack gap="sm" data-testid="bulk-bills-preview">
            <Text fw={600}>{COPY.summary(preview.validCount, preview.total)}</Text>
            {preview.invalidCount > 0 && (
              <Alert color="orange" variant="light">
                {COPY.invalid(preview.invalidCount)}
              </Alert>
            )}
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{COPY.row}</Table.Th>
                    <Table.Th>Bill</Table.Th>
                    <Table.Th>Number</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                    <Table.Th>{COPY.errors}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.map((r) => (
                    <Table.Tr key={r.row} data-testid={`bulk-bills-row-${r.row}`}>
                      <Table.Td>{r.row}</Table.Td>
                      <Table.Td>{r.productName ?? r.billerName ?? r.values.billerCode}</Table.Td>
                      <Table.Td>
                        {r.values.customerNumber}
                        {r.customerName ? ` · ${r.customerName}` : ''}
                      </Table.Td>
                      <Table.Td ta="right">
                        {r.amount === null ? r.values.amount : formatMinorAsNaira(r.amount)}
                      </Table.Td>
                      <Table.Td c="red">{Object.values(r.errors).flat().join('; ')}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group align="end" wrap="wrap">
              <NativeSelect
                label={BILLS_COPY.source}
                data={sources.map((w) => ({
                  value: w._id,
                  label: `${w.name} · ${formatMinorAsNaira(w.balance)}`,
                }))}
                value={source?._id ?? ''}
                onChange={(e) => setSourceId(e.currentTarget.value)}
                error={refusal}
                w={300}
              />
              <Text size="sm" fw={600}>
                {BILLS_COPY.total}: {formatMinorAsNaira(preview.totalAmount + preview.totalFees)} (
                {BILLS_COPY.fee} {formatMinorAsNaira(preview.totalFees)})
              </Text>
              <Button disabled={preview.validCount === 0 || !source} onClick={() => setPinOpen(true)}>
                {COPY.pay(preview.validCount)}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
      <PinDialog
        opened={pinOpen}
        what={COPY.what(formatMinorAsNaira((preview?.totalAmount ?? 0) + (preview?.totalFees ?? 0)))}
        busy={send.isPending}
        error={send.error && !refusal ? send.error : null}
        onConfirm={pay}
        onClose={() => setPinOpen(false)}
      />
    </Paper>
  );
}
