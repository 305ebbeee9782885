// One verification document: a Dropzone taking a PDF, JPEG or PNG up to 5 MB (checked here for a quick answer and
// again, by content, on the server), the current file once uploaded, and what went wrong when a file is refused.
import '@mantine/dropzone/styles.css';
import { Badge, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection, MIME_TYPES } from '@mantine/dropzone';
import {
  type ComplianceDocument,
  DOCUMENT_LABELS,
  type DocumentKind,
  UPLOAD_MAX_BYTES,
} from '@paydesk/contracts';
import { IconCheck, IconFileUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate } from '@/lib/format/time.ts';
import { useUploadDocumentMutation } from '../api/upload-document-mutation.ts';
import { COMPLIANCE_COPY } from '../copy.ts';

const ACCEPT = [MIME_TYPES.pdf, MIME_TYPES.jpeg, MIME_TYPES.png];

export const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function rejectionMessage(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('file-too-large')) return COMPLIANCE_COPY.tooLarge;
  if (codes.includes('file-invalid-type')) return COMPLIANCE_COPY.wrongType;
  if (codes.includes('too-many-files')) return 'Drop one file at a time.';
  return rejections[0]?.errors[0]?.message ?? COMPLIANCE_COPY.wrongType;
}

export function DocumentDropzone({
  kind,
  current,
}: {
  kind: DocumentKind;
  current: ComplianceDocument | undefined;
}) {
  const upload = useUploadDocumentMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const label = DOCUMENT_LABELS[kind];
  return (
    <Card withBorder radius="md" p="lg" data-testid={`document-${kind}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={650}>{label}</Text>
          {current && (
            <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />}>
              Uploaded
            </Badge>
          )}
        </Group>
        {current && (
          <Text size="sm" c="dimmed" data-testid={`document-${kind}-file`}>
            {current.fileName} · {formatSize(current.size)} · {formatDate(current.uploadedAt)}
          </Text>
        )}
        <Dropzone
          onDrop={(files) => {
            const [file] = files;
            if (!file) return;
            setProblem(null);
            upload.mutate(
              { kind, file },
              // The card's 'Uploaded' badge and file line say it worked; a toast per file would pile up.
              { onError: (error) => setProblem(error.message) },
            );
          }}
          onReject={(rejections) => setProblem(rejectionMessage(rejections))}
          accept={ACCEPT}
          maxSize={UPLOAD_MAX_BYTES}
          maxFiles={1}
          multiple={false}
          loading={upload.isPending}
          radius="md"
          inputProps={{ 'aria-label': `Upload ${label}` }}
        >
          <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <ThemeIcon size={40} radius="xl" variant="light" color="teal">
                <IconFileUpload size={22} />
              </ThemeIcon>
            </Dropzone.Accept>
            <Dropzone.Reject>
              <ThemeIcon size={40} radius="xl" variant="light" color="red">
                <IconX size={22} />
              </ThemeIcon>
            </Dropzone.Reject>
            <Dropzone.Idle>
              <ThemeIcon size={40} radius="xl" variant="light" color="gray">
                <IconFileUpload size={22} />
              </ThemeIcon>
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                {current ? COMPLIANCE_COPY.replace : COMPLIANCE_COPY.dropHere}
              </Text>
              <Text size="xs" c="dimmed">
                {COMPLIANCE_COPY.documentsHint}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {problem && (
          <Text size="sm" c="red" role="alert" data-testid={`document-${kind}-error`}>
            {problem}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
