// The "Upload many" tab: template downloads, a dropzone, the server's preview with errors per row and cell, the rows
// it will add with the name each bank returned, and the corrections it made (such as a restored leading 0), and the
// commit that queues the upload and opens its result page.
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { Dropzone, MIME_TYPES } from '@mantine/dropzone';
import { type EmployeeUploadPreview, employeeUploadFieldName, UPLOAD_MAX_BYTES } from '@paydesk/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  useEmployeeTemplateMutation,
  useEmployeeUploadCommitMutation,
  useEmployeeUploadPreviewMutation,
} from '../api/employee-upload-mutations.ts';
import { useUploadCheckProgress } from '../api/upload-check-progress-query.ts';
import { EMPLOYEE_UPLOAD_COPY as COPY } from '../copy.ts';
import { ReadyRows } from './employee-upload-ready.tsx';

const ACCEPT = [MIME_TYPES.csv, MIME_TYPES.xlsx, 'application/vnd.ms-excel', 'text/plain'];

/** The rows with messages of one kind (errors, or notes on what was read differently), by row and field. */
function CellMessages({
  preview,
  kind,
  label,
}: {
  preview: EmployeeUploadPreview;
  kind: 'errors' | 'notes';
  label: string;
}) {
  const flagged = preview.rows.filter((r) => Object.keys(r[kind]).length > 0);
  if (flagged.length === 0) return null;
  return (
    <Table striped withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{COPY.row}</Table.Th>
          <Table.Th>{label}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {flagged.map((row) => (
          <Table.Tr key={row.row}>
            <Table.Td>{row.row}</Table.Td>
            <Table.Td>
              {Object.entries(row[kind]).map(([column, messages]) => (
                <Text key={column} size="sm">
                  <Text span fw={600}>
                    {employeeUploadFieldName(column)}
                  </Text>
                  {` (${row.values[column] ?? ''}): ${messages.join('; ')}`}
                </Text>
              ))}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function EmployeeUpload() {
  const navigate = useNavigate();
  const template = useEmployeeTemplateMutation();
  const preview = useEmployeeUploadPreviewMutation();
  const commit = useEmployeeUploadCommitMutation();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<string | null>(null);
  const progress = useUploadCheckProgress(check, preview.isPending);
  const result = preview.data;
  return (
    <Stack gap="md" maw={900}>
      <Text>{COPY.intro}</Text>
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
          if (!chosen) return;
          const id = crypto.randomUUID();
          setFile(chosen);
          setCheck(id);
          preview.mutate({ file: chosen, check: id });
        }}
        accept={ACCEPT}
        maxSize={UPLOAD_MAX_BYTES}
        maxFiles={1}
        // Disabled, not covered by a loading overlay, so the count of rows checked below stays readable.
        disabled={preview.isPending}
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
          <Text role="status">
            {progress.data ? COPY.checkingCount(progress.data.checked, progress.data.total) : COPY.checking}
          </Text>
        </Group>
      )}
      {preview.error && <Alert color="red">{preview.error.message}</Alert>}
      {result && file && (
        <Stack gap="sm">
          <Group>
            <Badge color="green">{COPY.summary(result.validCount, result.invalidCount)}</Badge>
            <Text size="sm">{file.name}</Text>
          </Group>
          <CellMessages preview={result} kind="errors" label={COPY.errors} />
          <ReadyRows key={preview.submittedAt} preview={result} />
          <CellMessages preview={result} kind="notes" label={COPY.notes} />
          <Group>
            <Button
              disabled={result.validCount === 0}
              loading={commit.isPending}
              onClick={() =>
                commit.mutate(file, {
                  onSuccess: (upload) => navigate(`/people/employees/add/upload-result/${upload._id}`),
                })
              }
            >
              {result.invalidCount > 0 ? COPY.commitWithErrors : COPY.commit}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
