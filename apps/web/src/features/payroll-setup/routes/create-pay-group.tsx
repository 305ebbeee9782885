// /payroll-configuration/pay-groups/create: a name, a schedule and a structure; 'Pay group created', then its page
// to assign employees. Failures the server names land next to their fields; others warn.
import { Button, Group, Paper, Select, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { showToast } from '@/components/toast.tsx';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useSaveRecord, useSetupList } from '../api/resources.ts';
import { PAYROLL_SETUP_TOASTS, SETUP_COPY } from '../copy.ts';
import { useServerErrors } from '../logic/form-errors.ts';

const COPY = SETUP_COPY.groups;
const LIST = '/payroll-configuration/pay-groups';

export function Component() {
  const mayManage = useCan('payroll.setup.manage');
  const navigate = useNavigate();
  const save = useSaveRecord('groups');
  const schedules = useSetupList('schedules', { limit: 100 });
  const structures = useSetupList('structures', { limit: 100 });
  const { errors, take } = useServerErrors();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [schedule, setSchedule] = useState<string | null>(null);
  const [structure, setStructure] = useState<string | null>(null);
  if (!mayManage) return <Navigate to="/401" replace />;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { body: { name, description, pay_schedule_id: schedule, pay_structure_id: structure } },
      {
        onSuccess: (group) => {
          showToast({ kind: 'success', message: PAYROLL_SETUP_TOASTS.payGroupCreated });
          navigate(`${LIST}/${group._id}/view`);
        },
        onError: (error) => {
          if (!take(error)) showToast({ kind: 'warning', message: (error as Error).message });
        },
      },
    );
  };
  return (
    <Stack gap="lg">
      <div>
        <BackButton fallback={LIST} />
        <Title order={2} fz={22}>
          {COPY.create}
        </Title>
      </div>
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder maw={640}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={COPY.name}
              withAsterisk
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.name}
            />
            <Textarea
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              autosize
              minRows={2}
            />
            <Select
              label={COPY.schedule}
              data={(schedules.data?.docs ?? []).map((s) => ({ value: s._id, label: s.name }))}
              value={schedule}
              onChange={setSchedule}
              clearable
              error={errors.pay_schedule_id}
            />
            <Select
              label={COPY.structure}
              data={(structures.data?.docs ?? []).map((s) => ({ value: s._id, label: s.name }))}
              value={structure}
              onChange={setStructure}
              clearable
              error={errors.pay_structure_id}
            />
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
    </Stack>
  );
}
