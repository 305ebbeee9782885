// The list page every payroll configuration section shares: title, create action, name search in the URL, one page
// of records in the list kit's table, and a confirmed delete.
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { SearchFilter } from '@/components/search-filter.tsx';
import { showToast } from '@/components/toast.tsx';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { type ResourceName, useDeleteRecord, useSetupList } from '../api/resources.ts';
import { SETUP_COPY } from '../copy.ts';

const FILTERS = z.object({ search: z.string().trim().max(100).optional() });

interface SetupListProps<Row extends { _id: string; name: string }> {
  resource: ResourceName;
  title: string;
  subtitle: string;
  /** Shown after the subtitle: a link to a related page. */
  subtitleLink?: { to: string; label: string };
  createLabel: string;
  /** A page to create on, or a handler that opens a dialog. */
  create: string | (() => void);
  /** The section's assign page (assign one item to pay groups), offered beside the create action. */
  assign?: string;
  mayManage: boolean;
  columns: ColumnDef<Row>[] | ((onDelete: (row: Row) => void) => ColumnDef<Row>[]);
  deletedMessage: string;
  testId: string;
  children?: ReactNode;
}

export function SetupList<Row extends { _id: string; name: string }>(props: SetupListProps<Row>) {
  const { filters, active, change, setPage, clear } = useUrlFilters(FILTERS, { replace: true });
  const list = useSetupList(props.resource, filters);
  const remove = useDeleteRecord(props.resource);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const columns = typeof props.columns === 'function' ? props.columns(setDeleting) : props.columns;
  const createButton =
    typeof props.create === 'string' ? (
      <Button component={Link} to={props.create} leftSection={<IconPlus size={18} />}>
        {props.createLabel}
      </Button>
    ) : (
      <Button onClick={props.create} leftSection={<IconPlus size={18} />}>
        {props.createLabel}
      </Button>
    );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <div>
          <Title order={2} fz={22}>
            {props.title}
          </Title>
          <Text c="dimmed" mt={4} size="sm">
            {props.subtitle}
            {props.subtitleLink && (
              <>
                {' '}
                <Anchor component={Link} to={props.subtitleLink.to} size="sm">
                  {props.subtitleLink.label}
                </Anchor>
              </>
            )}
          </Text>
        </div>
        {props.mayManage && (
          <Group gap="sm">
            {props.assign && (
              <Button component={Link} to={props.assign} variant="default">
                {SETUP_COPY.assign.title}
              </Button>
            )}
            {createButton}
          </Group>
        )}
      </Group>
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <Stack gap="lg">
          <SearchFilter
            ariaLabel={`Search ${props.title.toLowerCase()}`}
            placeholder={SETUP_COPY.search}
            value={filters.search ?? ''}
            onSearch={(search) => change({ search })}
            w={{ base: '100%', sm: 320 }}
            testId={`${props.testId}-search`}
          />
          <DataTable<Row>
            label={props.title}
            columns={columns}
            getRowId={(row) => row._id}
            {...pagedQueryProps(list as unknown as Parameters<typeof pagedQueryProps<Row>>[0], setPage)}
            rowTestId={(row) => `${props.testId}-row-${row.name}`}
            testId={`${props.testId}-table`}
            errorTitle={SETUP_COPY.loadFailed}
            skeletonRows={4}
            empty={
              active
                ? {
                    header: SETUP_COPY.empty(props.title.toLowerCase()),
                    action: { label: 'Clear search', onClick: clear },
                  }
                : { header: SETUP_COPY.empty(props.title.toLowerCase()) }
            }
          />
        </Stack>
      </Paper>
      {props.children}
      <ConfirmDialog
        opened={deleting !== null}
        title={SETUP_COPY.delete}
        question={deleting ? SETUP_COPY.deleteQuestion(deleting.name) : ''}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              showToast({ kind: 'success', message: props.deletedMessage });
              setDeleting(null);
            },
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
