// /payroll-configuration/pay-schedule/create and /:id/edit: frequency, pay day rule, cut-off and the first period.
import { Button, Group, NumberInput, Paper, Select, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import type { PayDayRule, PayScheduleRequest } from '@paydesk/contracts';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { DateField } from '@/components/date-field.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { showToast } from '@/components/toast.tsx';
import { lagosToday } from '@/lib/format/time.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useSaveRecord, useSetupRecord } from '../api/resources.ts';
import { PAYROLL_SETUP_TOASTS, SETUP_COPY } from '../copy.ts';
import { useServerErrors } from '../logic/form-errors.ts';

const COPY = SETUP_COPY.schedules;
const LIST = '/payroll-configuration/pay-schedule';

function ScheduleForm({ id, initial }: { id?: string; initial: PayScheduleRequest }) {
  const navigate = useNavigate();
  const save = useSaveRecord('schedules');
  const { errors, take } = useServerErrors();
  const [v, setV] = useState(initial);
  const set = (patch: Partial<PayScheduleRequest>) => setV((old) => ({ ...old, ...patch }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...(id ? { id } : {}), body: v },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: PAYROLL_SETUP_TOASTS.payScheduleSaved });
          navigate(LIST);
        },
        onError: (error) => {
          if (!take(error)) showToast({ kind: 'error', message: String((error as Error).message) });
        },
      },
    );
  };
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={COPY.name}
            withAsterisk
            value={v.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={errors.name}
          />
          <Select
            label={COPY.frequency}
            data={Object.entries(COPY.frequencies).map(([value, label]) => ({ value, label }))}
            value={v.frequency}
            onChange={(frequency) =>
              frequency && set({ frequency: frequency as PayScheduleRequest['frequency'] })
            }
            error={errors.frequency}
            allowDeselect={false}
          />
          <Select
            label={COPY.payDayRule}
            data={Object.entries(COPY.rules).map(([value, label]) => ({ value, label }))}
            value={v.payDayRule}
            onChange={(rule) => rule && set({ payDayRule: rule as PayDayRule })}
            error={errors.payDayRule}
            allowDeselect={false}
          />
          {v.payDayRule === 'fixed_day' && (
            <NumberInput
              label={COPY.payDay}
              min={1}
              max={28}
              value={v.payDay ?? ''}
              onChange={(day) => set({ payDay: day === '' ? null : Number(day) })}
              error={errors.payDay}
            />
          )}
          <NumberInput
            label={COPY.cutOffDay}
            min={1}
            max={28}
            value={v.cutOffDay ?? ''}
            onChange={(day) => set({ cutOffDay: day === '' ? null : Number(day) })}
            error={errors.cutOffDay}
          />
          <DateField
            label={COPY.firstPeriodStart}
            withAsterisk
            value={v.firstPeriodStart}
            onChange={(firstPeriodStart) => set({ firstPeriodStart })}
            error={errors.firstPeriodStart}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(LIST)}>
              {SETUP_COPY.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {SETUP_COPY.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

// The first period starts on the first of this month in Lagos (not in UTC, which is an hour behind at midnight).
const today = () => `${lagosToday().slice(0, 8)}01`;

export function Component() {
  const { id } = useParams();
  const mayManage = useCan('payroll.setup.manage');
  const record = useSetupRecord('schedules', id);
  if (!mayManage) return <Navigate to="/401" replace />;
  return (
    <Stack gap="lg">
      <div>
        <BackButton fallback={LIST} />
        <Title order={2} fz={22}>
          {id ? COPY.edit : COPY.create}
        </Title>
      </div>
      {id ? (
        <QueryState query={record} loading={<Skeleton h={320} maw={640} />}>
          {(s) => (
            <ScheduleForm
              id={id}
              initial={{
                name: s.name,
                frequency: s.frequency,
                payDayRule: s.payDayRule,
                payDay: s.payDay,
                cutOffDay: s.cutOffDay,
                firstPeriodStart: s.firstPeriodStart,
              }}
            />
          )}
        </QueryState>
      ) : (
        <ScheduleForm
          initial={{
            name: '',
            frequency: 'monthly',
            payDayRule: 'last_working_day',
            firstPeriodStart: today(),
          }}
        />
      )}
    </Stack>
  );
}
