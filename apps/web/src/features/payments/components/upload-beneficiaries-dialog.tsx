// Bulk beneficiaries from a CSV, confirmed by a code emailed to the member. A wrong code is counted on screen
// (from 0, reset when a code is accepted or the dialog reopens), never toasted; other refusals show in the dialog.
import { Anchor, Button, FileInput, List, Stack, Text } from '@mantine/core';
import { CODE_LENGTH, PAYMENTS_MESSAGES, PAYMENTS_PATHS } from '@paydesk/contracts';
import { useEffect, useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { CodeInput } from '@/components/code-input.tsx';
import { showToast } from '@/components/toast.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { type DownloadedFile, notifyApiError, request, saveFile } from '@/lib/api/index.ts';
import { useSendUploadCode, useUploadBeneficiaries } from '../api/beneficiary-upload-mutations.ts';
import { UPLOAD_BENEFICIARIES_COPY as COPY, PAYMENTS_TOASTS } from '../copy.ts';

/** The server's refusal of a wrong code is recognised by its text (spec §5). */
const isOtpMismatch = (error: unknown) => toApiError(error).message.includes(PAYMENTS_MESSAGES.otpMismatch);

export function UploadBeneficiariesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [otp, setOtp] = useState('');
  const [wrongCodes, setWrongCodes] = useState(0);
  const send = useSendUploadCode();
  const upload = useUploadBeneficiaries();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (!opened) return;
    setFile(null);
    setOtp('');
    setWrongCodes(0);
    send.reset();
    upload.reset();
  }, [opened]);

  const wrongCode = upload.error ? isOtpMismatch(upload.error) : false;

  const submit = async () => {
    if (!file) return;
    const csv = await file.text();
    upload.mutate(
      { type: 'transfers', csv, otp },
      {
        onSuccess: (result) => {
          setWrongCodes(0);
          showToast({ kind: 'success', message: PAYMENTS_TOASTS.beneficiariesUploaded });
          if (result.errorList.length === 0) onClose();
        },
        onError: (error) => {
          // A wrong code is counted on screen and never toasted (spec §8); every other failure is toasted.
          if (!isOtpMismatch(error)) return notifyApiError(error);
          setWrongCodes((count) => count + 1);
          setOtp('');
        },
      },
    );
  };

  const template = async () => {
    const body = await request<DownloadedFile>({
      method: 'GET',
      path: PAYMENTS_PATHS.beneficiariesTemplate,
      responseType: 'file',
    });
    saveFile(body, 'beneficiaries-template.csv');
  };

  return (
    <AppDialog opened={opened} onClose={onClose} title={COPY.title} description={COPY.description}>
      <Stack gap="md">
        <Anchor component="button" type="button" size="sm" onClick={() => void template()}>
          {COPY.template}
        </Anchor>
        <FileInput
          label={COPY.file}
          accept=".csv,text/csv"
          value={file}
          onChange={setFile}
          clearable
          data-testid="beneficiary-upload-file"
        />
        {!send.data ? (
          <Button onClick={() => send.mutate()} loading={send.isPending} disabled={!file}>
            {COPY.sendCode}
          </Button>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {COPY.codeSent(send.data.email)}
            </Text>
            {!upload.data && <CodeInput label={COPY.code} value={otp} onChange={setOtp} />}
            {wrongCode && (
              <Text size="sm" c="red" role="alert">
                {PAYMENTS_MESSAGES.otpMismatch}
              </Text>
            )}
            <Text size="sm" c={wrongCodes > 0 ? 'red' : 'dimmed'} data-testid="wrong-code-count">
              {COPY.wrongCodes(wrongCodes)}
            </Text>
            {upload.data ? (
              <Button variant="default" onClick={onClose}>
                {COPY.done}
              </Button>
            ) : (
              <Button
                onClick={() => void submit()}
                loading={upload.isPending}
                disabled={!file || otp.length !== CODE_LENGTH}
              >
                {COPY.submit}
              </Button>
            )}
          </>
        )}
        {upload.data && (
          <Stack gap={4} data-testid="beneficiary-upload-result">
            <Text size="sm" fw={600}>
              {COPY.result(upload.data.created, upload.data.duplicates)}
            </Text>
            {upload.data.errorList.length > 0 && (
              <>
                <Text size="sm">{COPY.rowErrors}</Text>
                <List size="sm">
                  {upload.data.errorList.map((row) => (
                    <List.Item key={row.row}>
                      Row {row.row}:{' '}
                      {Object.entries(row.errors)
                        .map(([column, messages]) => `${column}: ${messages.join(', ')}`)
                        .join('; ')}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
          </Stack>
        )}
      </Stack>
    </AppDialog>
  );
}
