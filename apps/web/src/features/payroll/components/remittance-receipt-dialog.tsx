// Records the authority's receipt of a paid remittance: its number and/or its file (the server checks the content);
// a refusal says why and the dialog stays open.
import { Alert, Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { PAYROLL_RUN_MESSAGES, type Remittance } from '@paydesk/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { useRecordReceipt } from '../api/remittance-receipt.ts';
import { RECEIPT_COPY as COPY } from '../copy.ts';

export function RemittanceReceiptDialog({
  runId,
  remittance,
  onClose,
}: {
  runId: string;
  remittance: Remittance | null;
  onClose: () => void;
}) {
  const record = useRecordReceipt(runId, remittance?._id ?? '');
  const [receiptNumber, setReceiptNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { reset } = record;
  useEffect(() => {
    setReceiptNumber(remittance?.receipt?.receiptNumber ?? '');
    setFile(null);
    reset();
  }, [remittance, reset]);
  const kept = remittance?.receipt?.file?.name;
  const save = () =>
    record.mutate(
      { receiptNumber, file },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: PAYROLL_RUN_MESSAGES.receiptRecorded });
          onClose();
        },
      },
    );
  return (
    <AppDialog
      opened={remittance !== null}
      onClose={onClose}
      title={COPY.title(remittance?.name ?? '')}
      description={COPY.description}
    >
      <Stack gap="md" data-testid="receipt-dialog">
        <TextInput
          label={COPY.number}
          placeholder={COPY.numberPlaceholder}
          value={receiptNumber}
          maxLength={100}
          onChange={(e) => setReceiptNumber(e.currentTarget.value)}
          data-testid="receipt-number"
        />
        <FileInput
          label={COPY.file}
          placeholder={COPY.filePlaceholder}
          description={kept ? COPY.keepsFile(kept) : undefined}
          accept="application/pdf,image/jpeg,image/png"
          leftSection={<IconUpload size={16} />}
          clearable
          value={file}
          onChange={setFile}
          data-testid="receipt-file"
        />
        {record.error && (
          <Alert color="red" variant="light" role="alert">
            {toApiError(record.error).message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {COPY.cancel}
          </Button>
          <Button
            onClick={save}
            loading={record.isPending}
            disabled={!receiptNumber.trim() && !file}
            data-testid="save-receipt"
          >
            {COPY.save}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
