// /payroll/create: the kind (regular, or an off-cycle run for a bonus or a correction), the period, who is paid (pay
// groups or everyone) and the pay schedule. The contract's schema checks
// the form before sending; the server's field messages land beside the fields, and a refusal of the whole payroll
// (one payroll a period for the same employees) above the buttons. Creating starts the run and opens its live
// progress.
import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type CreatePayrollRunRequest,
  createPayrollRunRequest,
  type PayrollRunKind,
} from '@paydesk/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DateField } from '@/components/date-field.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { isApiError } from '@/lib/api/index.ts';
import { formatPeriod } from '@/lib/format/time.ts';
import { usePayGroupOptions, useScheduleOptions } from '../api/options-query.ts';
import { useComputeRun, useCreateRun } from '../api/run-mutations.ts';
import { CREATE_COPY as COPY } from '../copy.ts';
import { PAYROLL_ROUTES } from '../logic/paths.ts';

interface FormValues {
  kind: PayrollRunKind;
  name: string;
  periodStart: string;
  periodEnd: string;
  payDate: string;
  payScheduleId: string | null;
  everyone: boolean;
  payGroupIds: string[];
}

/** This Lagos month, first to last day. */
function thisMonth(): Pick<FormValues, 'periodStart' | 'periodEnd'> {
  const today = new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);
  const [y, m] = today.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { periodStart: `${y}-${mm}-01`, periodEnd: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

const toRequest = (v: FormValues): CreatePayrollRunRequest => ({
  name: v.name || null,
  kind: v.kind,
  periodStart: v.periodStart,
  periodEnd: v.periodEnd,
  payDate: v.payDate || null,
  pay_schedule_id: v.payScheduleId,
  everyone: v.everyone,
  pay_group_ids: v.everyone ? [] : v.payGroupIds,
});

export function Component() {
  const navigate = useNavigate();
  const groups = usePayGroupOptions();
  const schedules = useScheduleOptions();
  const create = useCreateRun();
  const compute = useComputeRun();
  const [v, setV] = useState<FormValues>({
    kind: 'regular',
    name: '',
    ...thisMonth(),
    payDate: '',
    payScheduleId: null,
    everyone: false,
    payGroupIds: [],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A refusal of the whole payroll (a payroll for this period already exists), not of one field.
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (patch: Partial<FormValues>) => setV((old) => ({ ...old, ...patch }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = toRequest(v);
    const checked = createPayrollRunRequest.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setRefusal(null);
    create.mutate(body, {
      onSuccess: (run) => compute.mutate(run._id, { onSettled: () => navigate(PAYROLL_ROUTES.run(run._id)) }),
      onError: (error) => {
        if (!isApiError(error)) return;
        const fields = Object.entries(error.fieldErrors);
        if (fields.length === 0) setRefusal(error.message);
        else setErrors(Object.fromEntries(fields.map(([k, msgs]) => [k, msgs[0] ?? ''])));
      },
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle} />
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder maw={720}>
        <form onSubmit={submit} noValidate data-testid="create-payroll-form">
          <Stack gap="md">
            <Radio.Group
              label={COPY.kind}
              value={v.kind}
              onChange={(kind) => set({ kind: kind as PayrollRunKind })}
              error={errors.kind}
              data-testid="payroll-kind-choice"
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt={6}>
                {(['regular', 'off-cycle'] as const).map((kind) => (
                  <Radio.Card key={kind} value={kind} p="sm" radius="md" data-testid={`payroll-kind-${kind}`}>
                    <Group wrap="nowrap" align="flex-start" gap="sm">
                      <Radio.Indicator mt={2} />
                      <Stack gap={2}>
                        <Text size="sm" fw={600}>
                          {kind === 'off-cycle' ? COPY.offCycle : COPY.regular}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {kind === 'off-cycle' ? COPY.offCycleHint : COPY.regularHint}
                        </Text>
                      </Stack>
                    </Group>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
            <TextInput
              label={COPY.name}
              placeholder={COPY.defaultName(v.kind, formatPeriod(v.periodEnd.slice(0, 7)))}
              value={v.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
              error={errors.name}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <DateField
                label={COPY.periodStart}
                withAsterisk
                value={v.periodStart}
                onChange={(day) => set({ periodStart: day })}
                error={errors.periodStart}
              />
              <DateField
                label={COPY.periodEnd}
                withAsterisk
                value={v.periodEnd}
                onChange={(day) => set({ periodEnd: day })}
                error={errors.periodEnd}
              />
              <DateField
                label={COPY.payDate}
                value={v.payDate}
                onChange={(day) => set({ payDate: day })}
                error={errors.payDate}
                clearable
              />
            </SimpleGrid>
            <Select
              label={COPY.schedule}
              data={(schedules.data ?? []).map((s) => ({ value: s._id, label: s.name }))}
              value={v.payScheduleId}
              onChange={(payScheduleId) => set({ payScheduleId })}
              clearable
              error={errors.pay_schedule_id}
            />
            <Checkbox
              label={COPY.everyone}
              checked={v.everyone}
              onChange={(e) => set({ everyone: e.currentTarget.checked })}
              data-testid="payroll-everyone"
            />
            {!v.everyone && (
              <MultiSelect
                label={COPY.payGroups}
                placeholder={COPY.payGroupsPlaceholder}
                data={(groups.data ?? []).map((g) => ({
                  value: g._id,
                  label: `${g.name} (${g.employeeCount})`,
                }))}
                value={v.payGroupIds}
                onChange={(payGroupIds) => set({ payGroupIds })}
                searchable
                error={errors.pay_group_ids}
                data-testid="payroll-pay-groups"
              />
            )}
            {refusal && (
              <Alert color="red" variant="light" data-testid="create-payroll-refusal">
                {refusal}
              </Alert>
            )}
            {(groups.isError || schedules.isError) && (
              <Alert color="red" variant="light">
                {(groups.error ?? schedules.error)?.message}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => navigate(PAYROLL_ROUTES.list)}>
                {COPY.cancel}
              </Button>
              <Button
                type="submit"
                loading={create.isPending || compute.isPending}
                data-testid="create-payroll-submit"
              >
                {COPY.submit}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
