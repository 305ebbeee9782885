// /account/add/preview: the business and its manager, then 'Add business'. The answer tells whether the business is
// ready to switch to or which registration steps are still open.
import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { SubAccount } from '@paydesk/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { showToast } from '@/components/toast.tsx';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useAddSubAccountMutation } from '../api/add-sub-account-mutation.ts';
import { useLoginSubAccountMutation } from '../api/login-sub-account-mutation.ts';
import { ADD_BUSINESS_PATHS, AddBusinessFrame } from '../components/add-business-frame.tsx';
import { RegistrationSteps } from '../components/registration-steps.tsx';
import { SwitchingAccountModal, type SwitchingState } from '../components/switching-account-modal.tsx';
import { ADD_BUSINESS_COPY as COPY } from '../copy.ts';
import { toAddRequest, useAddBusinessDraft } from '../logic/add-business-draft.ts';
import { isRegistrationComplete } from '../logic/sub-account-status.ts';

function Added({ business, onAnother }: { business: SubAccount; onAnother: () => void }) {
  const login = useLoginSubAccountMutation();
  const [switching, setSwitching] = useState<SwitchingState>(null);
  const ready = isRegistrationComplete(business);
  return (
    <Stack gap="md" data-testid="business-added">
      <Group gap="sm">
        <IconCircleCheck size={28} color="var(--mantine-color-brand-7)" aria-hidden="true" />
        <Title order={2} fz="lg">
          {COPY.added}
        </Title>
      </Group>
      <Text>{ready ? COPY.ready(business.companyName) : COPY.pending(business.companyName)}</Text>
      {!ready && <RegistrationSteps sub={business} />}
      <Group mt="sm">
        {ready && (
          <Button
            onClick={() => {
              setSwitching({ kind: 'switching' });
              login.mutate(business._id, { onError: () => setSwitching(null) });
            }}
          >
            {COPY.switchNow}
          </Button>
        )}
        <Button variant="default" onClick={onAnother}>
          {COPY.addAnother}
        </Button>
      </Group>
      <SwitchingAccountModal state={switching} onClose={() => setSwitching(null)} />
    </Stack>
  );
}

export function Component() {
  const { company, manager, reset } = useAddBusinessDraft();
  const me = useSessionStore((state) => state.employer);
  const add = useAddSubAccountMutation();
  const navigate = useNavigate();
  const [added, setAdded] = useState<SubAccount | null>(null);
  if (added) {
    return (
      <AddBusinessFrame step={3}>
        <Added
          business={added}
          onAnother={() => {
            reset();
            navigate(ADD_BUSINESS_PATHS.company);
          }}
        />
      </AddBusinessFrame>
    );
  }
  if (!company) return <Navigate to={ADD_BUSINESS_PATHS.company} replace />;
  if (!manager) return <Navigate to={ADD_BUSINESS_PATHS.user} replace />;
  const managerText =
    manager.type === 'self'
      ? `${COPY.preview.you} (${me?.firstName ?? ''} ${me?.lastName ?? ''})`.trim()
      : `${manager.firstName} ${manager.lastName} · ${manager.email}`;
  const rows: [string, string, string][] = [
    [COPY.company.companyName, company.companyName, ADD_BUSINESS_PATHS.company],
    [COPY.company.businessType, company.businessType, ADD_BUSINESS_PATHS.company],
    [COPY.company.industry, company.industry, ADD_BUSINESS_PATHS.company],
    [COPY.preview.manager, managerText, ADD_BUSINESS_PATHS.user],
  ];
  const submit = () =>
    add.mutate(toAddRequest(company, manager), {
      onSuccess: (business) => {
        showToast({ kind: 'success', message: COPY.added });
        reset();
        setAdded(business);
      },
    });
  return (
    <AddBusinessFrame step={2}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {COPY.preview.heading}
        </Title>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            {rows.map(([label, value, path]) => (
              <Table.Tr key={label}>
                <Table.Th w={180}>{label}</Table.Th>
                <Table.Td>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">{value}</Text>
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      onClick={() => navigate(path)}
                      aria-label={`${COPY.preview.edit} ${label}`}
                    >
                      {COPY.preview.edit}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {add.isError && (
          <Alert color="red" variant="light">
            {add.error.message}
          </Alert>
        )}
        <Group justify="space-between" mt="sm">
          <Button variant="default" onClick={() => navigate(ADD_BUSINESS_PATHS.user)}>
            {COPY.back}
          </Button>
          <Button onClick={submit} loading={add.isPending}>
            {COPY.preview.submit}
          </Button>
        </Group>
      </Stack>
    </AddBusinessFrame>
  );
}
