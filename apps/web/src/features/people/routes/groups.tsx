// /people/groups: the business's groups with their employee counts; create, edit and delete (confirmed,
// 'Group Deleted Successfully') for members who may manage groups.
import { Button, Paper, Stack } from '@mantine/core';
import type { EmployeeGroup } from '@paydesk/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { SearchFilter } from '@/components/search-filter.tsx';
import { showToast } from '@/components/toast.tsx';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useDeleteGroupMutation } from '../api/delete-group-mutation.ts';
import { useGroups } from '../api/groups-query.ts';
import { groupColumns } from '../components/group-columns.tsx';
import { GROUPS_COPY as COPY, PEOPLE_TOASTS } from '../copy.ts';
import { GROUP_FILTERS } from '../logic/group-filters.ts';

export function Component() {
  const mayView = useCan('people.groups.view');
  const mayManage = useCan('people.groups.manage');
  const { filters, active, change, setPage, clear } = useUrlFilters(GROUP_FILTERS, { replace: true });
  const groups = useGroups(filters);
  const remove = useDeleteGroupMutation();
  const [deleting, setDeleting] = useState<EmployeeGroup | null>(null);
  const columns = useMemo(() => groupColumns(mayManage, setDeleting), [mayManage]);
  if (!mayView) return <Navigate to="/401" replace />;

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: () => {
        showToast({ kind: 'success', message: PEOPLE_TOASTS.groupDeleted });
        setDeleting(null);
      },
    });
  };

  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle}>
        {mayManage && (
          <Button component={Link} to="/people/groups/create" leftSection={<IconPlus size={18} />}>
            {COPY.create}
          </Button>
        )}
      </PageTitle>
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <Stack gap="lg">
          <SearchFilter
            ariaLabel={COPY.search}
            placeholder={COPY.searchPlaceholder}
            value={filters.search ?? ''}
            onSearch={(search) => change({ search })}
            w={{ base: '100%', sm: 320 }}
            testId="groups-search"
          />
          <DataTable<EmployeeGroup>
            label={COPY.title}
            columns={columns}
            getRowId={(group) => group._id}
            {...pagedQueryProps(groups, setPage)}
            rowTestId={(group) => `group-row-${group.name}`}
            testId="groups-table"
            errorTitle={COPY.loadFailed}
            skeletonRows={5}
            empty={
              active
                ? {
                    header: COPY.emptyFilteredHeader,
                    subHeader: COPY.emptyFiltered,
                    action: { label: 'Clear search', onClick: clear },
                  }
                : mayManage
                  ? {
                      header: COPY.emptyAllHeader,
                      subHeader: COPY.emptyAll,
                      action: { label: COPY.create, to: '/people/groups/create' },
                    }
                  : { header: COPY.emptyAllHeader, subHeader: COPY.emptyAll }
            }
          />
        </Stack>
      </Paper>
      <ConfirmDialog
        opened={deleting !== null}
        title={COPY.deleteTitle}
        question={deleting ? COPY.deleteQuestion(deleting.name) : ''}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
