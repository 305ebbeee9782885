// /payroll-configuration/remittance-parties: state revenue services, PFAs, FMBN, NSITF, ITF and custom parties, each
// with a bank account the server checks by name enquiry; an account in another name than the party's (a person's on
// a revenue service) is saved only once the member confirms that name; 'Remittance Party deleted' on delete.
import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  accountNameMatchesParty,
  accountNameMismatchMessage,
  BANKING_PATHS,
  bankListResponse,
  NIGERIAN_STATES,
  REMITTANCE_PARTY_KINDS,
  type RemittanceParty,
} from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { AppDialog } from '@/components/app-dialog.tsx';
import { bankSelectProps } from '@/components/banks/bank-option.tsx';
import { showToast } from '@/components/toast.tsx';
import { parseResponse, request } from '@/lib/api/index.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useAccountName, usePensionProviders, useSaveRecord } from '../api/resources.ts';
import { DeleteMenu } from '../components/delete-action.tsx';
import { SetupList } from '../components/setup-list.tsx';
import { PAYROLL_SETUP_TOASTS, SETUP_COPY } from '../copy.ts';
import { useServerErrors } from '../logic/form-errors.ts';

const COPY = SETUP_COPY.parties;
const EMPTY = {
  kind: 'nsitf',
  name: '',
  state: null as string | null,
  pfaId: null as string | null,
  bankCode: null as string | null,
  accountNumber: '',
};

const useBanks = () =>
  useQuery({
    queryKey: ['payroll-setup', 'banks'],
    queryFn: async () =>
      parseResponse(bankListResponse, await request({ method: 'GET', path: BANKING_PATHS.banks })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function Component() {
  const mayView = useCan('payroll.setup.view');
  const mayManage = useCan('payroll.setup.manage');
  const save = useSaveRecord('parties');
  const pfas = usePensionProviders();
  const banks = useBanks();
  const { errors, take, clear } = useServerErrors();
  const [open, setOpen] = useState(false);
  const [v, setV] = useState(EMPTY);
  const [typedName] = useDebouncedValue(v.name.trim(), 400);
  const account = useAccountName(v.bankCode, v.accountNumber, typedName || undefined);
  // The account name the member confirmed after the mismatch warning.
  const [accepted, setAccepted] = useState<string | null>(null);
  const accountName = account.data?.accountName ?? null;
  const mismatch =
    accountName !== null && v.name.trim() !== '' && !accountNameMatchesParty(v.name, accountName);
  if (!mayView) return <Navigate to="/401" replace />;
  const set = (patch: Partial<typeof EMPTY>) => setV((old) => ({ ...old, ...patch }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        body: {
          kind: v.kind,
          name: v.name,
          state: v.kind === 'state_irs' ? v.state : null,
          pfaId: v.kind === 'pfa' && v.pfaId ? Number(v.pfaId) : null,
          bankCode: v.bankCode ?? '',
          accountNumber: v.accountNumber,
          acceptAccountName: mismatch && accepted === accountName ? accepted : null,
        },
      },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: PAYROLL_SETUP_TOASTS.remittancePartyCreated });
          setOpen(false);
          setV(EMPTY);
          setAccepted(null);
          clear();
        },
        onError: (error) => {
          if (!take(error)) showToast({ kind: 'error', message: (error as Error).message });
        },
      },
    );
  };
  return (
    <SetupList<RemittanceParty>
      resource="parties"
      title={COPY.title}
      subtitle={COPY.subtitle}
      createLabel={COPY.create}
      create={() => setOpen(true)}
      mayManage={mayManage}
      deletedMessage={PAYROLL_SETUP_TOASTS.remittancePartyDeleted}
      testId="remittance-parties"
      columns={(onDelete) => [
        {
          id: 'name',
          header: COPY.name,
          cell: ({ row }) => (
            <Text size="sm" fw={600}>
              {row.original.name}
            </Text>
          ),
        },
        {
          id: 'kind',
          header: COPY.kind,
          cell: ({ row }) =>
            COPY.kinds[row.original.kind] + (row.original.state ? ` · ${row.original.state}` : ''),
        },
        {
          id: 'account',
          header: COPY.accountName,
          cell: ({ row: { original: p } }) => (
            <Text size="sm">
              {p.accountName}
              <Text span size="xs" c="dimmed">
                {' '}
                · {p.bankName} {p.accountNumber}
              </Text>
            </Text>
          ),
        },
        {
          id: 'actions',
          header: '',
          meta: { width: 60 },
          cell: ({ row }) =>
            mayManage ? (
              <DeleteMenu name={row.original.name} onDelete={() => onDelete(row.original)} />
            ) : null,
        },
      ]}
    >
      <AppDialog opened={open} onClose={() => setOpen(false)} title={COPY.create}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Select
              label={COPY.kind}
              withAsterisk
              data={REMITTANCE_PARTY_KINDS.map((k) => ({ value: k, label: COPY.kinds[k] }))}
              value={v.kind}
              onChange={(kind) => kind && set({ kind })}
              allowDeselect={false}
            />
            <TextInput
              label={COPY.name}
              withAsterisk
              value={v.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
              error={errors.name}
            />
            {v.kind === 'state_irs' && (
              <Select
                label={COPY.state}
                withAsterisk
                data={[...NIGERIAN_STATES]}
                value={v.state}
                onChange={(state) => set({ state })}
                searchable
                error={errors.state}
              />
            )}
            {v.kind === 'pfa' && (
              <Select
                label={COPY.pfa}
                withAsterisk
                data={(pfas.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
                value={v.pfaId}
                onChange={(pfaId) => set({ pfaId })}
                searchable
                error={errors.pfaId}
              />
            )}
            <Select
              label={COPY.bank}
              {...bankSelectProps(banks.data)}
              withAsterisk
              value={v.bankCode}
              onChange={(bankCode) => set({ bankCode })}
              searchable
              error={errors.bankCode}
            />
            <TextInput
              label={COPY.accountNumber}
              withAsterisk
              value={v.accountNumber}
              onChange={(e) => set({ accountNumber: e.currentTarget.value })}
              error={errors.accountNumber}
              inputMode="numeric"
              maxLength={10}
            />
            {accountName !== null && (
              <Text size="sm" c={mismatch ? 'orange' : 'teal'} fw={600} data-testid="party-account-name">
                {accountName}
              </Text>
            )}
            {mismatch && (
              <Alert
                color="yellow"
                variant="light"
                title={COPY.mismatchTitle}
                data-testid="party-name-mismatch"
              >
                <Stack gap="xs">
                  {accountNameMismatchMessage(accountName, v.name.trim())}
                  <Checkbox
                    label={COPY.confirmMismatch(accountName)}
                    checked={accepted === accountName}
                    onChange={(e) => setAccepted(e.currentTarget.checked ? accountName : null)}
                    data-testid="party-confirm-name"
                  />
                </Stack>
              </Alert>
            )}
            {account.isError && (
              <Text size="sm" c="red" data-testid="party-account-error">
                {account.error.message}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {SETUP_COPY.cancel}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {COPY.create}
              </Button>
            </Group>
          </Stack>
        </form>
      </AppDialog>
    </SetupList>
  );
}
