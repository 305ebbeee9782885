// The document of the employee's annual rent (tenancy agreement or receipt): the proof rent relief rests on. Shows
// the current file (downloadable) and uploads or replaces it; a refused file says why.
import { Alert, Anchor, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Employee } from '@paydesk/contracts';
import { IconUpload } from '@tabler/icons-react';
import { toApiError } from '@/lib/api/api-error.ts';
import { formatDate } from '@/lib/format/time.ts';
import { useDownloadRentDocument, useUploadRentDocument } from '../api/rent-document.ts';
import { RENT_DOCUMENT_COPY as COPY } from '../copy.ts';

export function RentDocument({ employee, mayManage }: { employee: Employee; mayManage: boolean }) {
  const upload = useUploadRentDocument(employee._id);
  const download = useDownloadRentDocument(employee._id);
  const current = employee.rentDocument;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="rent-document">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {COPY.title}
        </Title>
        <Text size="sm" c="dimmed">
          {COPY.hint}
        </Text>
        {current ? (
          // A long file name wraps on a phone (a button's text otherwise keeps to one line and pushes the page wide).
          <Text size="sm" data-testid="rent-document-file" style={{ overflowWrap: 'anywhere' }}>
            <Anchor
              component="button"
              type="button"
              onClick={() => download.mutate()}
              ta="left"
              style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}
            >
              {current.fileName}
            </Anchor>{' '}
            · {COPY.uploaded(formatDate(current.uploadedAt))}
          </Text>
        ) : (
          <Text size="sm" c={employee.annualRent ? 'orange' : 'dimmed'} data-testid="rent-document-none">
            {employee.annualRent ? COPY.missing : COPY.none}
          </Text>
        )}
        {upload.error && (
          <Alert color="red" variant="light" role="alert">
            {toApiError(upload.error).message}
          </Alert>
        )}
        {mayManage && (
          <Group>
            <FileButton
              accept="application/pdf,image/jpeg,image/png"
              onChange={(file) => file && upload.mutate(file)}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconUpload size={16} />}
                  loading={upload.isPending}
                  data-testid="upload-rent-document"
                >
                  {current ? COPY.replace : COPY.upload}
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
