// The businesses an administrator may be limited to, as checkboxes; none checked means every business.
import { Checkbox, Loader, Stack, Text } from '@mantine/core';
import { ADMINS_COPY as COPY } from '../admins-copy.ts';
import { useAssignableBusinesses } from '../api/admin-businesses-query.ts';

export function BusinessChecklist({
  value,
  onChange,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const businesses = useAssignableBusinesses();
  if (businesses.isPending) return <Loader size="sm" />;
  const docs = businesses.data ?? [];
  if (docs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {COPY.noBusinesses}
      </Text>
    );
  }
  return (
    <Checkbox.Group
      label={COPY.form.businesses}
      description={COPY.form.businessesHint}
      value={value}
      onChange={onChange}
    >
      <Stack gap={8} mt="xs">
        {docs.map((business) => (
          <Checkbox key={business._id} value={business._id} label={business.companyName} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
