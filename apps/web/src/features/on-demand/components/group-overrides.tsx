// Per-group overrides of the rules: the groups that have them, and an editor for one group (chosen here, or passed
// in the URL as ?group= from a group's page).
import { Button, Group, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import type { GroupRules } from '@paydesk/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useGroupChoices } from '../api/group-options-query.ts';
import { useGroupRulesMutation } from '../api/rules-mutations.ts';
import { RULES_COPY as COPY } from '../copy.ts';
import {
  formToGroupRules,
  GROUP_FIELDS,
  type GroupField,
  type GroupFormValues,
  groupToForm,
} from '../logic/group-rules-form.ts';

const LABELS: Record<GroupField, string> = {
  accessPercent: COPY.access,
  cutOffDays: COPY.cutOff,
  minWithdrawal: COPY.minWithdrawal,
  maxWithdrawal: COPY.maxWithdrawal,
  withdrawalsPerPeriod: COPY.perPeriod,
};

const shown = (field: GroupField, value: number | null) =>
  value === null
    ? COPY.follows
    : field === 'minWithdrawal' || field === 'maxWithdrawal'
      ? formatMinorAsNaira(value)
      : String(value);

export function GroupOverrides({ groups }: { groups: GroupRules[] }) {
  const [params, setParams] = useSearchParams();
  const choices = useGroupChoices();
  const groupId = params.get('group');
  const current = groups.find((g) => g.groupId === groupId);
  const [values, setValues] = useState<GroupFormValues>(() => groupToForm(current));
  const [errors, setErrors] = useState<Partial<Record<GroupField, string>>>({});
  const save = useGroupRulesMutation();
  useEffect(() => {
    setValues(groupToForm(current));
    setErrors({});
  }, [current]);
  const choose = (id: string | null) =>
    setParams(
      (p) => {
        if (id) p.set('group', id);
        else p.delete('group');
        return p;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {COPY.noGroups}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="group-overrides">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{COPY.chooseGroup}</Table.Th>
                {GROUP_FIELDS.map((field) => (
                  <Table.Th key={field}>{LABELS[field]}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((g) => (
                <Table.Tr key={g.groupId} onClick={() => choose(g.groupId)} style={{ cursor: 'pointer' }}>
                  <Table.Td fw={600}>{g.groupName}</Table.Td>
                  {GROUP_FIELDS.map((field) => (
                    <Table.Td key={field}>{shown(field, g[field])}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Select
        label={COPY.addGroup}
        data={choices.data ?? []}
        value={groupId}
        onChange={choose}
        searchable
        clearable
        maw={360}
        data-testid="group-overrides-choose"
      />
      {groupId && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const result = formToGroupRules(values);
            if (!result.ok) return setErrors(result.errors);
            save.mutate({ groupId, body: result.body });
          }}
        >
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {GROUP_FIELDS.map((field) => (
                <TextInput
                  key={field}
                  label={LABELS[field]}
                  placeholder={COPY.follows}
                  inputMode="decimal"
                  value={values[field]}
                  error={errors[field]}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    setValues((v) => ({ ...v, [field]: text }));
                  }}
                />
              ))}
            </SimpleGrid>
            <Group justify="flex-end">
              {current && (
                <Button
                  variant="subtle"
                  color="red"
                  loading={save.isPending && save.variables?.body === null}
                  onClick={() => save.mutate({ groupId, body: null })}
                >
                  {COPY.removeGroup}
                </Button>
              )}
              <Button type="submit" loading={save.isPending && save.variables?.body !== null}>
                {COPY.saveGroup}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
