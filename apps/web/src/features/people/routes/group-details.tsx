// /people/groups/details/{id} and /people/groups/group-details/{id}: a group, its members (server pages, from the
// employees list filtered by the group) and its on-demand pay policy; an unknown id says so.
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Employee } from '@paydesk/contracts';
import { IconEdit, IconUsersPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { isNotFoundError } from '@/lib/api/index.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useGroupMembers } from '../api/group-members-query.ts';
import { useGroup } from '../api/group-query.ts';
import { AssignEmployeesDialog } from '../components/assign-employees-dialog.tsx';
import { employeeColumns } from '../components/employee-columns.tsx';
import { RemoveFromGroup } from '../components/remove-from-group.tsx';
import { GROUPS_COPY } from '../copy.ts';
import { GROUP_FILTERS } from '../logic/group-filters.ts';

const COPY = GROUPS_COPY.details;

export function Component() {
  const { id = '' } = useParams();
  const mayManage = useCan('people.groups.manage');
  // The policy is edited in on-demand pay settings: offered only to a member who may open them (issue 29).
  const mayEditPolicy = useCan('settings.on-demand.manage');
  const group = useGroup(id);
  const { filters, setPage } = useUrlFilters(GROUP_FILTERS);
  const members = useGroupMembers(id, filters.page, group.isSuccess);
  const [assigning, setAssigning] = useState(false);
  const columns = useMemo(() => employeeColumns().filter((column) => column.id !== 'actions'), []);
  if (isNotFoundError(group.error))
    return <NotFoundState message={COPY.notFound} backTo="/people/groups" backLabel={COPY.backToList} />;
  return (
    <Stack gap="lg">
      <div>
        <BackButton fallback="/people/groups" />
      </div>
      <QueryState query={group} loading={<Skeleton h={60} radius="md" />}>
        {(data) => (
          <Stack gap="lg">
            <PageTitle title={data.name} subtitle={data.description || COPY.memberCount(data.memberCount)}>
              {mayManage && (
                <>
                  <Button
                    variant="default"
                    component={Link}
                    to={`/people/groups/edit/${data._id}`}
                    leftSection={<IconEdit size={16} />}
                  >
                    {GROUPS_COPY.edit}
                  </Button>
                  <Button onClick={() => setAssigning(true)} leftSection={<IconUsersPlus size={16} />}>
                    {COPY.addMembers}
                  </Button>
                </>
              )}
            </PageTitle>
            <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2} fz="lg">
                    {COPY.membersTitle}
                  </Title>
                  <Text size="sm" c="dimmed" data-testid="group-member-total">
                    {COPY.memberCount(data.memberCount)}
                  </Text>
                </Group>
                <DataTable<Employee>
                  label={COPY.membersTitle}
                  columns={columns}
                  getRowId={(employee) => employee._id}
                  {...pagedQueryProps(members, setPage)}
                  rowTestId={(employee) => `group-member-${employee.email}`}
                  testId="group-members-table"
                  skeletonRows={4}
                  empty={{ header: COPY.noMembers }}
                  bulkActions={
                    mayManage
                      ? (selected, clearSelection) => (
                          <RemoveFromGroup
                            groupId={data._id}
                            groupName={data.name}
                            employeeIds={selected.map((employee) => employee._id)}
                            onDone={clearSelection}
                          />
                        )
                      : undefined
                  }
                />
              </Stack>
            </Paper>
            <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
              <Title order={2} fz="lg">
                {COPY.policyTitle}
              </Title>
              <Text c="dimmed" size="sm" mt="xs" mb="md">
                {COPY.policyNote}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={COPY.withdrawalPercent}
                  readOnly
                  value={
                    data.policy.withdrawalPercent == null
                      ? COPY.businessDefault
                      : `${data.policy.withdrawalPercent}%`
                  }
                  data-testid="group-policy-withdrawal-percent"
                />
                <TextInput
                  label={COPY.maxWithdrawal}
                  readOnly
                  value={
                    data.policy.maxWithdrawal == null
                      ? COPY.businessDefault
                      : formatMinorAsNaira(data.policy.maxWithdrawal)
                  }
                  data-testid="group-policy-max-withdrawal"
                />
              </SimpleGrid>
              {mayEditPolicy && (
                <Button
                  mt="md"
                  variant="light"
                  component={Link}
                  to={`/settings/ondemand-pay?group=${data._id}`}
                  data-testid="group-policy-edit"
                >
                  {COPY.editPolicy}
                </Button>
              )}
            </Paper>
          </Stack>
        )}
      </QueryState>
      <AssignEmployeesDialog groupId={id} opened={assigning} onClose={() => setAssigning(false)} />
    </Stack>
  );
}
