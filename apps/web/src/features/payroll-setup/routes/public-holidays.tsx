// /payroll-configuration/public-holidays: the business's public holidays, the days its pay schedules skip, a year at
// a time; members who manage payroll setup add, edit and delete them (a delete after a yes), and the next pay dates
// follow.
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { PublicHoliday } from '@paydesk/contracts';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { AppDialog } from '@/components/app-dialog.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DateField } from '@/components/date-field.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { RowActionsMenu } from '@/components/row-actions-menu.tsx';
import { showToast } from '@/components/toast.tsx';
import { isApiError } from '@/lib/api/index.ts';
import { formatDate, lagosToday } from '@/lib/format/time.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useDeletePublicHoliday, usePublicHolidays, useSavePublicHoliday } from '../api/holidays.ts';
import { SETUP_COPY } from '../copy.ts';
import { useServerErrors } from '../logic/form-errors.ts';

const COPY = SETUP_COPY.holidays;
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });
const weekday = (day: string) => WEEKDAY.format(new Date(`${day}T00:00:00Z`));

function HolidayDialog({
  editing,
  year,
  onClose,
}: {
  editing: PublicHoliday | 'new' | null;
  year: number;
  onClose: () => void;
}) {
  const save = useSavePublicHoliday();
  const { errors, take, clear } = useServerErrors();
  const existing = editing !== 'new' ? editing : null;
  const [day, setDay] = useState(existing?.day ?? '');
  const [name, setName] = useState(existing?.name ?? '');
  const [conflict, setConflict] = useState<string | null>(null);
  const close = () => {
    clear();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...(existing ? { id: existing._id } : {}), body: { day, name } },
      {
        onSuccess: (answer) => {
          showToast({ kind: 'success', message: answer.message });
          close();
        },
        onError: (error) => {
          // A second holiday on one day (409) belongs under the date, not in a toast.
          if (isApiError(error) && error.status === 409) setConflict(error.message);
          else if (!take(error)) showToast({ kind: 'error', message: (error as Error).message });
        },
      },
    );
  };
  return (
    <AppDialog opened={editing !== null} onClose={close} title={existing ? COPY.edit : COPY.add}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <DateField
            label={COPY.day}
            withAsterisk
            value={day}
            onChange={(picked) => {
              setConflict(null);
              setDay(picked);
            }}
            defaultDate={day || `${year}-01-01`}
            error={errors.day ?? conflict}
          />
          <TextInput
            label={COPY.name}
            withAsterisk
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {SETUP_COPY.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {existing ? SETUP_COPY.save : COPY.add}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}

export function Component() {
  const mayView = useCan('payroll.setup.view');
  const mayManage = useCan('payroll.setup.manage');
  const [year, setYear] = useState(Number(lagosToday().slice(0, 4)));
  const holidays = usePublicHolidays(year);
  const remove = useDeletePublicHoliday();
  const [editing, setEditing] = useState<PublicHoliday | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PublicHoliday | null>(null);
  if (!mayView) return <Navigate to="/401" replace />;
  const years = [...new Set([...(holidays.data?.data.years ?? []), year - 1, year, year + 1])].sort();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz={22}>
            {COPY.title}
          </Title>
          <Text c="dimmed">{COPY.subtitle}</Text>
        </div>
        {mayManage && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {COPY.add}
          </Button>
        )}
      </Group>
      <SegmentedControl
        aria-label={COPY.year}
        value={String(year)}
        onChange={(value) => setYear(Number(value))}
        data={years.map(String)}
        w="fit-content"
      />
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <QueryState query={holidays} loading={<Skeleton h={240} />}>
          {({ data }) =>
            data.holidays.length === 0 ? (
              <EmptyState header={COPY.empty(data.year)} subHeader={COPY.emptyHint} />
            ) : (
              <Table.ScrollContainer minWidth={300}>
                <Table verticalSpacing="sm" data-testid="public-holidays">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{COPY.day}</Table.Th>
                      <Table.Th visibleFrom="sm">{COPY.weekday}</Table.Th>
                      <Table.Th>{COPY.name}</Table.Th>
                      {mayManage && <Table.Th w={48} aria-label="Actions" />}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.holidays.map((h) => (
                      <Table.Tr key={h._id} data-testid={`public-holiday-${h.day}`}>
                        <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {formatDate(h.day)}
                        </Table.Td>
                        <Table.Td visibleFrom="sm">{weekday(h.day)}</Table.Td>
                        <Table.Td>{h.name}</Table.Td>
                        {mayManage && (
                          <Table.Td>
                            <RowActionsMenu
                              label={`Actions for ${h.name}, ${formatDate(h.day)}`}
                              actions={[
                                {
                                  key: 'edit',
                                  label: 'Edit',
                                  icon: <IconEdit size={16} />,
                                  onClick: () => setEditing(h),
                                },
                                {
                                  key: 'delete',
                                  label: SETUP_COPY.delete,
                                  icon: <IconTrash size={16} />,
                                  danger: true,
                                  onClick: () => setDeleting(h),
                                },
                              ]}
                            />
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          }
        </QueryState>
      </Paper>
      {editing !== null && (
        <HolidayDialog
          key={editing === 'new' ? 'new' : editing._id}
          editing={editing}
          year={year}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={COPY.deleteTitle}
        question={deleting ? COPY.deleteQuestion(deleting.name, formatDate(deleting.day)) : ''}
        confirmLabel={SETUP_COPY.delete}
        cancelLabel={SETUP_COPY.cancel}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: (answer) => {
              showToast({ kind: 'success', message: answer.message });
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
