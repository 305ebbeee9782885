// Request an advance: buyer, invoice number and amount, issue and due dates, the invoice document (uploaded when
// chosen, checked again by content on the server) and the advance asked for, with the most it may be. The
// contract's schema validates the form; the server's field errors show under their fields.
import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone, type FileRejection, MIME_TYPES } from '@mantine/dropzone';
import {
  maxTradeAdvance,
  type TradeDocument,
  tradeAdvanceRequest,
  tradeFee,
  UPLOAD_MAX_BYTES,
} from '@paydesk/contracts';
import { parseNaira } from '@paydesk/money';
import { IconCheck, IconFileUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { DateField } from '@/components/date-field.tsx';
import { showToast } from '@/components/toast.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useRequestAdvanceMutation, useUploadInvoiceMutation } from '../api/request-advance-mutation.ts';
import { TRADE_COPY } from '../copy.ts';

const COPY = TRADE_COPY.form;
const ACCEPT = [MIME_TYPES.pdf, MIME_TYPES.jpeg, MIME_TYPES.png];

const kobo = (text: string) => {
  const value = parseNaira(text.trim());
  return value !== null && value > 0 ? value : null;
};

function rejectionMessage(rejections: FileRejection[]) {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  return codes.includes('file-too-large') ? COPY.tooLarge : COPY.wrongType;
}

export function RequestAdvanceDialog({
  opened,
  onClose,
  onRequested,
}: {
  opened: boolean;
  onClose: () => void;
  onRequested: (id: string) => void;
}) {
  const [fields, setFields] = useState({
    buyerName: '',
    buyerEmail: '',
    invoiceNumber: '',
    invoiceAmount: '',
    issueDate: '',
    dueDate: '',
    requestedAmount: '',
  });
  const [document, setDocument] = useState<TradeDocument | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const upload = useUploadInvoiceMutation();
  const submit = useRequestAdvanceMutation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on open only
  useEffect(() => {
    if (!opened) return;
    setFields({
      buyerName: '',
      buyerEmail: '',
      invoiceNumber: '',
      invoiceAmount: '',
      issueDate: '',
      dueDate: '',
      requestedAmount: '',
    });
    setDocument(null);
    setFileProblem(null);
    setTouched(false);
    setServerErrors({});
    submit.reset();
    upload.reset();
  }, [opened]);

  const set = (name: keyof typeof fields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setServerErrors((e) => ({ ...e, [name]: [] }));
  };
  const invoiceAmount = kobo(fields.invoiceAmount);
  const requestedAmount = kobo(fields.requestedAmount);
  const max = invoiceAmount ? maxTradeAdvance(invoiceAmount) : null;
  const body = {
    ...fields,
    invoiceAmount: invoiceAmount ?? 0,
    requestedAmount: requestedAmount ?? 0,
    documentId: document?._id ?? '',
  };
  const parsed = tradeAdvanceRequest.safeParse(body);
  const issues: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      issues[key] ??= issue.message;
    }
  if (invoiceAmount === null) issues.invoiceAmount = COPY.amountError;
  if (requestedAmount === null) issues.requestedAmount = COPY.amountError;
  const errorOf = (name: string) => serverErrors[name]?.[0] ?? (touched ? (issues[name] ?? null) : null);

  const send = () => {
    setTouched(true);
    if (!parsed.success) return;
    submit.mutate(parsed.data, {
      onSuccess: (answer) => {
        showToast({ kind: 'success', message: answer.message });
        onRequested(answer.data._id);
      },
      onError: (error) => setServerErrors(toApiError(error).fieldErrors),
    });
  };

  return (
    <AppDialog opened={opened} onClose={onClose} title={COPY.title} description={COPY.description} size="lg">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={COPY.buyerName}
            value={fields.buyerName}
            onChange={(e) => set('buyerName')(e.currentTarget.value)}
            error={errorOf('buyerName')}
            required
          />
          <TextInput
            label={COPY.buyerEmail}
            type="email"
            value={fields.buyerEmail}
            onChange={(e) => set('buyerEmail')(e.currentTarget.value)}
            error={errorOf('buyerEmail')}
            required
          />
          <TextInput
            label={COPY.invoiceNumber}
            value={fields.invoiceNumber}
            onChange={(e) => set('invoiceNumber')(e.currentTarget.value)}
            error={errorOf('invoiceNumber')}
            required
          />
          <TextInput
            label={COPY.invoiceAmount}
            inputMode="decimal"
            value={fields.invoiceAmount}
            onChange={(e) => set('invoiceAmount')(e.currentTarget.value)}
            error={errorOf('invoiceAmount')}
            required
          />
          <DateField
            label={COPY.issueDate}
            value={fields.issueDate}
            onChange={set('issueDate')}
            error={errorOf('issueDate')}
            required
          />
          <DateField
            label={COPY.dueDate}
            value={fields.dueDate}
            onChange={set('dueDate')}
            min={fields.issueDate || null}
            error={errorOf('dueDate')}
            required
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {COPY.document}
          </Text>
          <Dropzone
            onDrop={(files) => {
              const [file] = files;
              if (!file) return;
              setFileProblem(null);
              setDocument(null);
              upload.mutate(file, {
                onSuccess: setDocument,
                onError: (error) => setFileProblem(toApiError(error).message),
              });
            }}
            onReject={(rejections) => setFileProblem(rejectionMessage(rejections))}
            accept={ACCEPT}
            maxSize={UPLOAD_MAX_BYTES}
            maxFiles={1}
            multiple={false}
            loading={upload.isPending}
            radius="md"
            inputProps={{ 'aria-label': COPY.document }}
          >
            <Group justify="center" gap="md" mih={64} style={{ pointerEvents: 'none' }}>
              {document ? <IconCheck size={28} color="teal" /> : <IconFileUpload size={28} />}
              <div>
                <Text size="sm" fw={500} data-testid="trade-document-name">
                  {document ? document.fileName : COPY.chooseFile}
                </Text>
                <Text size="xs" c="dimmed">
                  {COPY.documentHint}
                </Text>
              </div>
            </Group>
          </Dropzone>
          {(fileProblem || (touched && !document)) && (
            <Text size="xs" c="red" role="alert">
              {fileProblem ?? issues.documentId}
            </Text>
          )}
        </Stack>
        <TextInput
          label={COPY.requested}
          inputMode="decimal"
          value={fields.requestedAmount}
          onChange={(e) => set('requestedAmount')(e.currentTarget.value)}
          description={max !== null ? COPY.max(formatMinorAsNaira(max)) : undefined}
          error={errorOf('requestedAmount')}
          required
        />
        {requestedAmount !== null && (
          <Text size="xs" c="dimmed">
            {COPY.fee(formatMinorAsNaira(tradeFee(requestedAmount)))}
          </Text>
        )}
        {submit.error && Object.keys(toApiError(submit.error).fieldErrors).length === 0 && (
          <Alert color="red" variant="light">
            {toApiError(submit.error).message}
          </Alert>
        )}
        <Button onClick={send} loading={submit.isPending} disabled={upload.isPending} mt="xs">
          {COPY.submit}
        </Button>
      </Stack>
    </AppDialog>
  );
}
