// /settings/transaction-limits: the business's single and daily limits, the default for members, and members'
// own limits. Amounts are typed in naira; an empty field is no limit.
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TransactionLimits } from '@paydesk/contracts';
import { useEffect, useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { gatedToast } from '@/lib/api/gated.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useLimits, useSaveLimits, useSaveMemberLimit } from '../api/limits.ts';
import { LoadFailed, PageHeader } from '../components/page-header.tsx';
import { WALLETS_COPY } from '../copy.ts';
import { koboToInput, limitFromInput } from '../logic/amounts.ts';

const COPY = WALLETS_COPY.limits;

interface PairText {
  single: string;
  daily: string;
}
const toText = (p: { single: number | null; daily: number | null }): PairText => ({
  single: koboToInput(p.single),
  daily: koboToInput(p.daily),
});

function parsePair(text: PairText) {
  const single = limitFromInput(text.single);
  const daily = limitFromInput(text.daily);
  const errors: Partial<PairText> = {};
  if (single === 'invalid') errors.single = 'Enter an amount, or leave empty for no limit';
  if (daily === 'invalid') errors.daily = 'Enter an amount, or leave empty for no limit';
  if (!errors.single && !errors.daily && single !== null && daily !== null && single > daily)
    errors.single = 'The single limit cannot be above the daily limit';
  return { pair: { single: single as number | null, daily: daily as number | null }, errors };
}

function PairFields({
  label,
  help,
  value,
  errors,
  onChange,
}: {
  label: string;
  help: string;
  value: PairText;
  errors: Partial<PairText>;
  onChange: (v: PairText) => void;
}) {
  return (
    <Stack gap="xs">
      <Title order={2} fz="md">
        {label}
      </Title>
      <Text size="sm" c="dimmed">
        {help}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={COPY.single}
          placeholder={COPY.noLimit}
          inputMode="decimal"
          value={value.single}
          onChange={(e) => onChange({ ...value, single: e.currentTarget.value })}
          error={errors.single}
        />
        <TextInput
          label={COPY.daily}
          placeholder={COPY.noLimit}
          inputMode="decimal"
          value={value.daily}
          onChange={(e) => onChange({ ...value, daily: e.currentTarget.value })}
          error={errors.daily}
        />
      </SimpleGrid>
    </Stack>
  );
}

function MemberDialog({
  member,
  onClose,
}: {
  member: TransactionLimits['members'][number] | null;
  onClose: () => void;
}) {
  const save = useSaveMemberLimit();
  const [text, setText] = useState<PairText>({ single: '', daily: '' });
  const [errors, setErrors] = useState<Partial<PairText>>({});
  useEffect(() => {
    if (member) setText(toText(member.own ?? { single: null, daily: null }));
    setErrors({});
  }, [member]);
  if (!member) return null;
  const submit = () => {
    const parsed = parsePair(text);
    setErrors(parsed.errors);
    if (Object.keys(parsed.errors).length) return;
    save.mutate(
      { memberId: member.memberId, pair: parsed.pair },
      {
        onSuccess: (answer) => {
          showToast(gatedToast(answer, COPY.memberSaved));
          onClose();
        },
      },
    );
  };
  return (
    <AppDialog opened onClose={onClose} title={`${COPY.edit}: ${member.name}`}>
      <Stack gap="md">
        <PairFields label={COPY.own} help={member.email} value={text} errors={errors} onChange={setText} />
        <Group justify="space-between">
          {member.own && (
            <Button
              variant="subtle"
              color="gray"
              onClick={() => save.mutate({ memberId: member.memberId, pair: null }, { onSuccess: onClose })}
            >
              {COPY.reset}
            </Button>
          )}
          <Button onClick={submit} loading={save.isPending} ml="auto">
            {WALLETS_COPY.save}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}

export function Component() {
  const limits = useLimits();
  const save = useSaveLimits();
  const [business, setBusiness] = useState<PairText>({ single: '', daily: '' });
  const [defaults, setDefaults] = useState<PairText>({ single: '', daily: '' });
  const [errors, setErrors] = useState<{ business: Partial<PairText>; default: Partial<PairText> }>({
    business: {},
    default: {},
  });
  const [editing, setEditing] = useState<TransactionLimits['members'][number] | null>(null);

  useEffect(() => {
    if (!limits.data) return;
    setBusiness(toText(limits.data.business));
    setDefaults(toText(limits.data.default));
  }, [limits.data]);

  if (limits.isPending) return <Skeleton h={300} aria-busy="true" />;
  if (limits.isError) {
    return <LoadFailed message={toApiError(limits.error).message} onRetry={() => void limits.refetch()} />;
  }
  const submit = () => {
    const b = parsePair(business);
    const d = parsePair(defaults);
    setErrors({ business: b.errors, default: d.errors });
    if (Object.keys(b.errors).length || Object.keys(d.errors).length) return;
    save.mutate(
      { business: b.pair, default: d.pair },
      { onSuccess: (answer) => showToast(gatedToast(answer, COPY.saved)) },
    );
  };
  return (
    <Stack gap="lg">
      <PageHeader title={COPY.title} subtitle={COPY.subtitle} />
      <Paper p="lg" withBorder>
        <Stack gap="lg">
          <PairFields
            label={COPY.business}
            help={COPY.businessHelp}
            value={business}
            errors={errors.business}
            onChange={setBusiness}
          />
          <Text size="sm" c="dimmed">
            {COPY.usedTodayBusiness(formatMinorAsNaira(limits.data.businessUsedToday))}
          </Text>
          <PairFields
            label={COPY.defaults}
            help={COPY.defaultsHelp}
            value={defaults}
            errors={errors.default}
            onChange={setDefaults}
          />
          <Group justify="flex-end">
            <Button onClick={submit} loading={save.isPending}>
              {COPY.save}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <Paper p="lg" withBorder>
        <Title order={2} fz="md" mb="sm">
          {COPY.members}
        </Title>
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{COPY.member}</Table.Th>
                <Table.Th>{COPY.single}</Table.Th>
                <Table.Th>{COPY.daily}</Table.Th>
                <Table.Th>{COPY.usedToday}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {limits.data.members.map((m) => {
                const effective = m.own ?? limits.data.default;
                const show = (v: number | null) => (v === null ? COPY.noLimit : formatMinorAsNaira(v));
                return (
                  <Table.Tr key={m.memberId}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {m.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {m.own ? COPY.own : COPY.followsDefault}
                      </Text>
                    </Table.Td>
                    <Table.Td>{show(effective.single)}</Table.Td>
                    <Table.Td>{show(effective.daily)}</Table.Td>
                    <Table.Td>{formatMinorAsNaira(m.usedToday)}</Table.Td>
                    <Table.Td>
                      <Button size="compact-sm" variant="light" onClick={() => setEditing(m)}>
                        {COPY.edit}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
      <MemberDialog member={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
