// /ops/businesses: find a business by name or owner email and sign in to it as support (search and page in the URL).
import { Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { businessSummary } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { SearchFilter } from '@/components/search-filter.tsx';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { businessesQuery } from '../api/businesses-query.ts';
import { SupportLinkDialog } from '../components/support-link-dialog.tsx';
import { OPS_COPY, typeLabel } from '../copy.ts';

type Business = z.infer<typeof businessSummary>;
type Target = { id: string; name: string };

const SEARCH_FILTERS = z.object({ search: z.string().trim().max(100).optional() });

function columns(onSupport: (target: Target) => void): ColumnDef<Business>[] {
  return [
    {
      id: 'business',
      header: 'Business',
      cell: ({ row }) => (
        <Text size="sm" fw={600}>
          {row.original.companyName}
        </Text>
      ),
    },
    { id: 'type', header: 'Type', cell: ({ row }) => typeLabel(row.original.businessType) },
    { id: 'owner', header: 'Owner', meta: { visibleFrom: 'sm' }, cell: ({ row }) => row.original.ownerEmail },
    {
      id: 'verified',
      header: 'Verified',
      cell: ({ row }) => (
        <Badge color={row.original.adminVerify ? 'teal' : 'gray'} variant="light">
          {row.original.adminVerify ? 'Verified' : 'Not verified'}
        </Badge>
      ),
    },
    {
      id: 'support',
      header: OPS_COPY.supportTitle,
      meta: { align: 'right', hiddenHeader: true },
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="default"
          onClick={() => onSupport({ id: row.original._id, name: row.original.companyName })}
        >
          {OPS_COPY.supportTitle}
        </Button>
      ),
    },
  ];
}

export function Component() {
  const { filters, active, change, setPage, clear } = useUrlFilters(SEARCH_FILTERS, { replace: true });
  const [target, setTarget] = useState<Target | null>(null);
  const list = useQuery(businessesQuery({ search: filters.search ?? '', page: filters.page }));
  const tableColumns = useMemo(() => columns(setTarget), []);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {OPS_COPY.businesses}
        </Title>
        <Text c="dimmed">{OPS_COPY.businessesIntro}</Text>
      </Stack>
      <SearchFilter
        ariaLabel="Search businesses"
        placeholder="Business name or owner email"
        value={filters.search ?? ''}
        onSearch={(search) => change({ search })}
        w={{ base: '100%', sm: 420 }}
      />
      <Card withBorder radius="md">
        <DataTable
          label={OPS_COPY.businesses}
          columns={tableColumns}
          getRowId={(b) => b._id}
          {...pagedQueryProps(list, setPage)}
          skeletonRows={5}
          empty={
            active
              ? {
                  header: OPS_COPY.noBusinessFoundHeader,
                  subHeader: OPS_COPY.noBusinessFound,
                  action: { label: OPS_COPY.clearSearch, onClick: clear },
                }
              : { subHeader: OPS_COPY.noBusinesses }
          }
        />
      </Card>
      <SupportLinkDialog company={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
