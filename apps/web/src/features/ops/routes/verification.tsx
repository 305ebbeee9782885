// /ops/verifications/{id}: a submission with its business information, directors, identity and documents, and
// the decision: start the review, approve, or send it back with a comment. Support sign-in is one click away.
import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { DOCUMENT_LABELS, OPS_PATHS, type VerificationDetail } from '@paydesk/contracts';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Modal } from '@/components/overlays.tsx';
import { showToast } from '@/components/toast.tsx';
import { notifyApiError, saveFile } from '@/lib/api/index.ts';
import { useDecisionMutation } from '../api/decision-mutation.ts';
import { opsFile } from '../api/ops-request.ts';
import { verificationQuery } from '../api/verification-query.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { SupportLinkDialog } from '../components/support-link-dialog.tsx';
import { OPS_COPY, typeLabel } from '../copy.ts';
import { OPS_ROUTES } from '../paths.ts';

const LABELS: Record<string, string> = {
  businessName: 'Business name',
  rcNumber: 'CAC RC number',
  tin: 'TIN',
  industry: 'Industry',
  description: 'Description',
  contactEmail: 'Contact email',
  contactPhone: 'Contact phone',
  website: 'Website',
  street: 'Street',
  city: 'City',
  state: 'State',
  landmark: 'Landmark',
};

function Facts({ title, values }: { title: string; values: Record<string, unknown> | null }) {
  if (!values) return null;
  // In the order a reviewer reads them, not the stored order.
  const rows = Object.keys(LABELS)
    .map((key) => [key, values[key]] as const)
    .filter(([, v]) => v !== null && v !== undefined && v !== '' && typeof v !== 'object');
  const address = values.address as Record<string, unknown> | undefined;
  const cac = values.cacVerification as { companyName?: string; registeredOn?: string } | undefined;
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      <Stack gap={6}>
        {rows.map(([key, value]) => (
          <Group key={key} gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed" w={140}>
              {LABELS[key] ?? key}
            </Text>
            <Text size="sm">{String(value)}</Text>
          </Group>
        ))}
        {address && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Text size="sm" c="dimmed" w={140}>
              Address
            </Text>
            <Text size="sm">{[address.street, address.city, address.state].filter(Boolean).join(', ')}</Text>
          </Group>
        )}
        {cac && (
          <Text size="xs" c="teal.9">
            CAC record: {cac.companyName}, registered {cac.registeredOn}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function Documents({ detail }: { detail: VerificationDetail }) {
  const download = async (documentId: string, fileName: string) => {
    try {
      saveFile(await opsFile(OPS_PATHS.documentFile(detail._id, documentId)), fileName);
    } catch (error) {
      notifyApiError(error);
    }
  };
  if (detail.documents.length === 0) return null;
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={3} fz="md" mb="sm">
        Documents
      </Title>
      <Stack gap="xs">
        {detail.documents.map((doc) => (
          <Group key={doc._id} justify="space-between">
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {DOCUMENT_LABELS[doc.kind]}
              </Text>
              <Text size="xs" c="dimmed">
                {doc.fileName} · {doc.mimeType} · {Math.max(1, Math.round(doc.size / 1024))} KB
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              onClick={() => void download(doc._id, doc.fileName)}
            >
              Download
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function Directors({ detail }: { detail: VerificationDetail }) {
  if (detail.directors.length === 0) return null;
  return (
    <Card withBorder radius="md" p="lg">
      <Title order={3} fz="md" mb="sm">
        Directors
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>BVN</Table.Th>
            <Table.Th>Name on BVN record</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.directors.map((d) => (
            <Table.Tr key={d._id}>
              <Table.Td>
                {d.firstName} {d.lastName}
              </Table.Td>
              <Table.Td>•••••••{d.bvnLast4}</Table.Td>
              <Table.Td>{d.verifiedName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const { data, isPending, isError, error } = useQuery(verificationQuery(id));
  const decide = useDecisionMutation(id);
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [comment, setComment] = useState('');
  const [support, setSupport] = useState(false);

  if (isPending)
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  if (isError) return <Alert color="red">{error.message}</Alert>;
  const open = data.status === 'submitted' || data.status === 'in_review';
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={OPS_ROUTES.queue} size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {OPS_COPY.queue}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz={26}>
              {data.companyName}
            </Title>
            <StatusBadge status={data.status} />
          </Group>
          <Text c="dimmed">
            {typeLabel(data.businessType)} · owner {data.ownerName} ({data.ownerEmail})
          </Text>
        </Stack>
        <Group>
          <Button variant="default" onClick={() => setSupport(true)}>
            {OPS_COPY.supportTitle}
          </Button>
          {data.status === 'submitted' && (
            <Button
              variant="light"
              loading={decide.isPending}
              onClick={() => decide.mutate({ kind: 'review' })}
            >
              {OPS_COPY.startReview}
            </Button>
          )}
          {open && (
            <>
              <Button color="orange" variant="light" onClick={() => setRejecting(true)}>
                {OPS_COPY.reject}
              </Button>
              <Button color="teal" onClick={() => setApproving(true)}>
                {OPS_COPY.approve}
              </Button>
            </>
          )}
        </Group>
      </Group>
      {data.rejectComment && data.status === 'rejected' && (
        <Alert color="orange" title="Sent back with this comment">
          {data.rejectComment}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Facts title="Business information" values={data.businessInformation} />
        <Facts title="Address" values={data.address} />
        {data.identity && (
          <Card withBorder radius="md" p="lg">
            <Title order={3} fz="md" mb="sm">
              Identity
            </Title>
            <Text size="sm">
              {data.identity.idType} •••••••{data.identity.idLast4} — {data.identity.verifiedName}
            </Text>
            <Text size="xs" c="dimmed">
              Confirmed by {data.identity.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} to{' '}
              {data.identity.phoneMasked}
            </Text>
          </Card>
        )}
        <Documents detail={data} />
      </SimpleGrid>
      <Directors detail={data} />
      <ConfirmDialog
        opened={approving}
        title={OPS_COPY.approve}
        question={OPS_COPY.approveQuestion}
        confirmLabel={OPS_COPY.approve}
        cancelLabel="Cancel"
        busy={decide.isPending}
        onCancel={() => setApproving(false)}
        onConfirm={() =>
          decide.mutate(
            { kind: 'approve' },
            {
              onSuccess: () => {
                setApproving(false);
                showToast({ kind: 'success', message: OPS_COPY.approved });
              },
            },
          )
        }
      />
      <Modal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={OPS_COPY.rejectTitle}
        centered
        radius="lg"
      >
        <Stack>
          <Textarea
            label={OPS_COPY.rejectLabel}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            autosize
            minRows={3}
            maxLength={1000}
            data-autofocus
          />
          <Button
            color="orange"
            disabled={comment.trim().length < 3}
            loading={decide.isPending}
            style={{ alignSelf: 'flex-end' }}
            onClick={() =>
              decide.mutate(
                { kind: 'reject', comment },
                {
                  onSuccess: () => {
                    setRejecting(false);
                    setComment('');
                    showToast({ kind: 'success', message: OPS_COPY.rejected });
                  },
                },
              )
            }
          >
            {OPS_COPY.reject}
          </Button>
        </Stack>
      </Modal>
      <SupportLinkDialog
        company={support ? { id: data.companyId, name: data.companyName } : null}
        onClose={() => setSupport(false)}
      />
    </Stack>
  );
}
