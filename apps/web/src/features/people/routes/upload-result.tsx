// /people/employees/add/upload-result/{jobId}: the upload's live progress (server-sent events; polled every second
// only when the stream fails) and its result ("17 added, 3 refused"), with the rows not added (downloadable as CSV
// to fix and upload again) and the toast of spec §8 once it finishes: yellow, not red, when the only rows refused are
// those the preview showed in error and the member chose to leave out.
import { Alert, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { PEOPLE_MESSAGES, PEOPLE_UPLOAD_PATHS, pathWithId } from '@paydesk/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { downloadFile } from '@/components/download-file.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { showToast } from '@/components/toast.tsx';
import { useEmployeeUpload } from '../api/employee-upload-query.ts';
import { useUploadProgressStream } from '../api/use-upload-progress-stream.ts';
import { EMPLOYEE_UPLOAD_COPY as COPY } from '../copy.ts';

export function Component() {
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const { streamFailed } = useUploadProgressStream(jobId);
  const upload = useEmployeeUpload(jobId, { poll: streamFailed });
  const toasted = useRef(false);
  const data = upload.data;
  const done = data?.status === 'completed' || data?.status === 'failed';
  useEffect(() => {
    if (!data || !done || toasted.current) return;
    toasted.current = true;
    if (data.errorList.length === 0 && data.status === 'completed')
      showToast({ kind: 'success', message: PEOPLE_MESSAGES.uploaded });
    // Only the rows the preview showed in error, which the member chose to leave out: no alarm, the result says it.
    else if (data.status === 'completed' && data.errorList.length <= data.refusedAtCheck)
      showToast({ kind: 'warning', message: PEOPLE_MESSAGES.uploadFailed });
    else showToast({ kind: 'error', message: PEOPLE_MESSAGES.uploadFailed });
  }, [data, done]);
  const refused = data?.errorList.length ?? 0;
  const added = data ? (done ? data.processed : 0) - refused : 0;
  return (
    <Stack gap="lg" maw={900}>
      <PageTitle title={COPY.resultTitle} />
      {upload.isError && <Alert color="red">{COPY.loadFailed}</Alert>}
      {data && (
        <Stack gap="sm">
          <Progress
            value={data.total ? (data.processed / data.total) * 100 : 0}
            animated={!done}
            aria-label={COPY.progress(data.processed, data.total)}
          />
          <Text>{COPY.progress(data.processed, data.total)}</Text>
          {done && (
            <Group justify="space-between">
              <Text fw={600} role="status">
                {COPY.outcome(Math.max(added, 0), refused)}
              </Text>
              {refused > 0 && (
                <Button
                  variant="default"
                  onClick={() =>
                    void downloadFile(
                      { method: 'GET', path: pathWithId(PEOPLE_UPLOAD_PATHS.refused, jobId) },
                      'refused-rows.csv',
                    )
                  }
                >
                  {COPY.downloadRefused}
                </Button>
              )}
            </Group>
          )}
          {data.status === 'failed' && (
            <Alert color="red" title={COPY.stopped}>
              {data.failureReason}
            </Alert>
          )}
          {data.errorList.length > 0 && (
            <Table striped withTableBorder aria-label={COPY.failedRows}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{COPY.row}</Table.Th>
                  <Table.Th>Staff ID</Table.Th>
                  <Table.Th>{COPY.errors}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.errorList.map((error) => (
                  <Table.Tr key={error.row}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{error.staffId}</Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
      <div>
        <Button variant="default" onClick={() => navigate('/people/employees')}>
          {COPY.back}
        </Button>
      </div>
    </Stack>
  );
}
