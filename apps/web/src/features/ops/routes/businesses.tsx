// /ops/businesses: find a business by name or owner email and sign in to it as support.
import { Badge, Button, Card, Group, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants.ts';
import { businessesQuery } from '../api/businesses-query.ts';
import { SupportLinkDialog } from '../components/support-link-dialog.tsx';
import { OPS_COPY, typeLabel } from '../copy.ts';

export function Component() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const { data } = useQuery(businessesQuery({ search: debounced.trim(), page }));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {OPS_COPY.businesses}
        </Title>
        <Text c="dimmed">{OPS_COPY.businessesIntro}</Text>
      </Stack>
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder="Business name or owner email"
        aria-label="Search businesses"
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      <Card withBorder radius="md" p={0}>
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Business</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Owner</Table.Th>
              <Table.Th>Verified</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.docs.map((b) => (
              <Table.Tr key={b._id}>
                <Table.Td fw={600}>{b.companyName}</Table.Td>
                <Table.Td>{typeLabel(b.businessType)}</Table.Td>
                <Table.Td>{b.ownerEmail}</Table.Td>
                <Table.Td>
                  <Badge color={b.adminVerify ? 'teal' : 'gray'} variant="light">
                    {b.adminVerify ? 'Verified' : 'Not verified'}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setTarget({ id: b._id, name: b.companyName })}
                  >
                    {OPS_COPY.supportTitle}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      {data && data.totalPages > 1 && (
        <Group>
          <Pagination total={data.totalPages} value={page} onChange={setPage} />
        </Group>
      )}
      <SupportLinkDialog company={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
