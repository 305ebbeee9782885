// /payroll-configuration/pay-structure/create: components as percentages of gross, pension with its base, NHF and
// NHIS switches, custom deductions, and a live gross-to-net preview the engine computes for a sample gross. Saving
// says 'Pay structure created' and opens the assignment modal.
import {
  Button,
  Checkbox,
  Divider,
  Grid,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type DeductionType, PAYROLL_SETUP_PATHS } from '@paydesk/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { DateField } from '@/components/date-field.tsx';
import { showToast } from '@/components/toast.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { usePreview, useSaveRecord } from '../api/resources.ts';
import { AssignDialog, type AssignTarget } from '../components/assign-dialog.tsx';
import { CustomDeductionRow, DEDUCTION_BASES } from '../components/custom-deduction-row.tsx';
import { PAYROLL_SETUP_TOASTS, SETUP_COPY } from '../copy.ts';
import { nairaToKobo, useServerErrors } from '../logic/form-errors.ts';
import {
  customDeductionServerErrors,
  customDeductionValid,
  newCustomDeduction,
  START_DRAFT,
  type StructureDraft,
  structureBody,
} from '../logic/structure-form.ts';

const COPY = SETUP_COPY.structures;
const LIST = '/payroll-configuration/pay-structure';

function Preview({ draft }: { draft: StructureDraft }) {
  const [gross, setGross] = useState<number | string>(500_000);
  const [debounced] = useDebouncedValue({ draft, gross }, 300);
  const body = useMemo(
    () =>
      // A custom deduction the contract refuses shows its message on the row; the last preview stays meanwhile.
      Number(debounced.gross) > 0 &&
      !debounced.draft.custom.some((c) => c.name.trim() && !customDeductionValid(c))
        ? {
            monthlyGrossKobo: nairaToKobo(debounced.gross),
            nhf: debounced.draft.nhf,
            structure: structureBody(debounced.draft),
          }
        : null,
    [debounced],
  );
  const preview = usePreview(body);
  const p = preview.data;
  return (
    <Paper p="lg" withBorder data-testid="structure-preview">
      <Stack gap="sm">
        <Title order={3} fz={18}>
          {COPY.preview}
        </Title>
        <NumberInput
          label={COPY.sampleGross}
          value={gross}
          onChange={setGross}
          min={0}
          thousandSeparator=","
        />
        {preview.isError && (
          <Text c="red" size="sm">
            {preview.error.message}
          </Text>
        )}
        {p && (
          <Table
            withRowBorders={false}
            verticalSpacing={4}
            style={{ opacity: preview.isPlaceholderData ? 0.6 : 1 }}
          >
            <Table.Tbody>
              {p.earnings.map((l) => (
                <Table.Tr key={l.code}>
                  <Table.Td>{l.label}</Table.Td>
                  <Table.Td ta="right">{formatMinorAsNaira(l.amountKobo)}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={600}>Gross pay</Table.Td>
                <Table.Td ta="right" fw={600} data-testid="preview-gross">
                  {formatMinorAsNaira(p.grossPayKobo)}
                </Table.Td>
              </Table.Tr>
              {p.deductions.map((l) => (
                <Table.Tr key={l.code}>
                  <Table.Td c="dimmed">{l.label}</Table.Td>
                  <Table.Td ta="right" c="dimmed" data-testid={`preview-deduction-${l.code.split(':')[0]}`}>
                    −{formatMinorAsNaira(l.amountKobo)}
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={700}>{COPY.net}</Table.Td>
                <Table.Td ta="right" fw={700} data-testid="preview-net">
                  {formatMinorAsNaira(p.netPayKobo)}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
        {p && (
          <Text size="xs" c="dimmed">
            PAYE under {p.regime === 'NTA2025' ? 'the Nigeria Tax Act 2025' : 'PITA'} · employer cost{' '}
            {formatMinorAsNaira(p.employerCostKobo)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

export function Component() {
  const mayManage = useCan('payroll.setup.manage');
  const navigate = useNavigate();
  const save = useSaveRecord('structures');
  const { errors, take, clear } = useServerErrors();
  const [draft, setDraft] = useState<StructureDraft>(START_DRAFT);
  const [assign, setAssign] = useState<AssignTarget | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const set = (patch: Partial<StructureDraft>) => setDraft((d) => ({ ...d, ...patch }));
  if (!mayManage) return <Navigate to="/401" replace />;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!draft.custom.every(customDeductionValid)) return;
    save.mutate(
      {
        body: {
          name: draft.name,
          ...structureBody(draft),
          ...(draft.effectiveFrom ? { effectiveFrom: draft.effectiveFrom } : {}),
        },
      },
      {
        onSuccess: (structure) => {
          showToast({ kind: 'success', message: PAYROLL_SETUP_TOASTS.payStructureCreated });
          setAssign({
            path: PAYROLL_SETUP_PATHS.payGroupAssignPayStructure,
            field: 'pay_structure_id',
            id: structure._id,
            name: structure.name,
          });
        },
        onError: (error) => {
          setAssign(null);
          if (!take(error)) showToast({ kind: 'error', message: (error as Error).message });
        },
      },
    );
  };
  const rowErrors = customDeductionServerErrors(errors, draft.custom);
  const pensionError = errors['deductions.pension.employeeRate'] ?? errors['deductions.pension.employerRate'];
  return (
    <Stack gap="lg">
      <div>
        <BackButton fallback={LIST} />
        <Title order={2} fz={22}>
          {COPY.create}
        </Title>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <TextInput
                  label={COPY.name}
                  withAsterisk
                  value={draft.name}
                  onChange={(e) => set({ name: e.currentTarget.value })}
                  error={errors.name}
                />
                <DateField
                  label={COPY.effectiveFrom}
                  description={COPY.effectiveFromHint}
                  value={draft.effectiveFrom}
                  onChange={(effectiveFrom) => set({ effectiveFrom })}
                  clearable
                  error={errors.effectiveFrom}
                  maw={260}
                />
                <Text fw={600}>{COPY.components}</Text>
                <Group grow align="flex-start">
                  <NumberInput
                    label={COPY.basic}
                    value={draft.basic}
                    onChange={(basic) => set({ basic })}
                    min={0}
                    max={100}
                  />
                  <NumberInput
                    label={COPY.housing}
                    value={draft.housing}
                    onChange={(housing) => set({ housing })}
                    min={0}
                    max={100}
                  />
                  <NumberInput
                    label={COPY.transport}
                    value={draft.transport}
                    onChange={(transport) => set({ transport })}
                    min={0}
                    max={100}
                  />
                </Group>
                {errors.components && (
                  <Text c="red" size="sm">
                    {errors.components}
                  </Text>
                )}
                <Divider />
                <Checkbox
                  label={COPY.pension}
                  checked={draft.pensionOn}
                  onChange={(e) => set({ pensionOn: e.currentTarget.checked })}
                />
                {draft.pensionOn && (
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    <Select
                      label={COPY.pensionBase}
                      data={DEDUCTION_BASES}
                      value={draft.pensionBase}
                      onChange={(v) => v && set({ pensionBase: v as DeductionType })}
                      allowDeselect={false}
                    />
                    <NumberInput
                      label={COPY.employeeRate}
                      value={draft.employeeRate}
                      onChange={(employeeRate) => set({ employeeRate })}
                      min={8}
                      error={pensionError}
                    />
                    <NumberInput
                      label={COPY.employerRate}
                      value={draft.employerRate}
                      onChange={(employerRate) => set({ employerRate })}
                      min={10}
                    />
                  </SimpleGrid>
                )}
                <Checkbox
                  label={COPY.nhf}
                  checked={draft.nhf}
                  onChange={(e) => set({ nhf: e.currentTarget.checked })}
                />
                <Checkbox
                  label={COPY.nhis}
                  checked={draft.nhis}
                  onChange={(e) => set({ nhis: e.currentTarget.checked })}
                />
                <Divider />
                <Text fw={600}>{COPY.customDeductions}</Text>
                {draft.custom.map((c, i) => (
                  <CustomDeductionRow
                    key={c.key}
                    row={c}
                    showNameError={submitted}
                    serverErrors={rowErrors[i]}
                    onChange={(patch) => {
                      // The server's row messages were for the rows as sent; an edit makes them stale.
                      clear();
                      set({ custom: draft.custom.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
                    }}
                    onRemove={() => {
                      clear();
                      set({ custom: draft.custom.filter((_, j) => j !== i) });
                    }}
                  />
                ))}
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  w="fit-content"
                  onClick={() => set({ custom: [...draft.custom, newCustomDeduction(Date.now())] })}
                >
                  {COPY.addDeduction}
                </Button>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => navigate(LIST)}>
                    {SETUP_COPY.cancel}
                  </Button>
                  <Button type="submit" loading={save.isPending}>
                    {COPY.create}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Preview draft={draft} />
        </Grid.Col>
      </Grid>
      <AssignDialog
        target={assign}
        onClose={() => {
          setAssign(null);
          navigate(LIST);
        }}
      />
    </Stack>
  );
}
