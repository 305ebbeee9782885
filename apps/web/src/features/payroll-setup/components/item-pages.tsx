// The view and assign pages of pay structures, benefits and allowances: one record with the pay groups that use it
// (the §7 list filter), and assigning one record to a selection of pay groups.
import {
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  type AllowanceAndBonus,
  DEDUCTION_TYPE_LABELS,
  PAYROLL_SETUP_PATHS as P,
  type PayStructure,
} from '@paydesk/contracts';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { showToast } from '@/components/toast.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate } from '@/lib/format/time.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useAssignToGroups, useSetupList, useSetupRecord } from '../api/resources.ts';
import { PAYROLL_SETUP_TOASTS, SETUP_COPY } from '../copy.ts';

export type ItemKind = 'structures' | 'benefits' | 'allowances';

const KINDS = {
  structures: {
    label: 'Pay structure',
    list: '/payroll-configuration/pay-structure',
    field: 'pay_structure_id',
    path: P.payGroupAssignPayStructure,
  },
  benefits: {
    label: 'Benefit',
    list: '/payroll-configuration/benefits',
    field: 'benefit_in_kind_id',
    path: P.payGroupAssignBenefitsInKind,
  },
  allowances: {
    label: 'Allowance',
    list: '/payroll-configuration/allowances',
    field: 'allowance_and_bonus_id',
    path: P.payGroupAssignAllowanceAndBonus,
  },
} as const;

const rule = (r: { kind: 'percent'; basisPoints: number } | { kind: 'fixed'; kobo: number }) =>
  r.kind === 'percent' ? `${r.basisPoints / 100}% of gross` : `${formatMinorAsNaira(r.kobo)} a month`;

function Facts({ kind, record }: { kind: ItemKind; record: Record<string, unknown> }) {
  const rows: Array<[string, string]> = [];
  if (kind === 'structures') {
    const s = record as never as PayStructure;
    rows.push(['Basic', rule(s.components.basic)]);
    if (s.components.housing) rows.push(['Housing', rule(s.components.housing)]);
    if (s.components.transport) rows.push(['Transport', rule(s.components.transport)]);
    for (const o of s.components.others) rows.push([o.name, rule(o.rule)]);
    rows.push([
      'Pension',
      s.deductions.pension
        ? `${s.deductions.pension.employeeRate / 100}% employee, ${s.deductions.pension.employerRate / 100}% employer of ${DEDUCTION_TYPE_LABELS[s.deductions.pension.base]}`
        : 'Not enrolled',
    ]);
    rows.push(['NHF', s.deductions.nhf ? 'Offered' : 'Not offered']);
    rows.push(['NHIS', s.deductions.nhis ? 'Enrolled' : 'Not enrolled']);
    for (const d of s.deductions.custom_deductions)
      rows.push([
        d.name,
        d.rule.kind === 'fixed'
          ? `${formatMinorAsNaira(d.rule.kobo)} a month`
          : `${d.rule.basisPoints / 100}% of ${DEDUCTION_TYPE_LABELS[d.rule.base]}`,
      ]);
    rows.push(['In force from', formatDate(s.effectiveFrom)]);
    rows.push(['Versions', s.versions.map((v) => formatDate(v.effectiveFrom)).join(', ')]);
  } else if (kind === 'benefits') {
    rows.push(['Value a month', formatMinorAsNaira(record.monthlyValue as number)]);
  } else {
    const a = record as never as AllowanceAndBonus;
    rows.push([
      'Type',
      `${a.kind === 'bonus' ? 'Bonus' : 'Allowance'}, ${a.recurrence === 'one_off' ? 'one-off' : 'recurring'}`,
    ]);
    rows.push([
      'Amount',
      a.amount.kind === 'fixed' ? formatMinorAsNaira(a.amount.kobo) : `${a.amount.basisPoints / 100}%`,
    ]);
    rows.push(['Taxable', a.taxable ? 'Yes' : 'No']);
    if (a.payDate) rows.push(['Pay date', formatDate(a.payDate)]);
  }
  return (
    <Table withRowBorders={false} verticalSpacing={6} maw={640}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Td c="dimmed" w={200}>
              {label}
            </Table.Td>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ItemView({ kind, id }: { kind: ItemKind; id: string | undefined }) {
  const mayView = useCan('payroll.setup.view');
  const k = KINDS[kind];
  const record = useSetupRecord(kind, id);
  const groups = useSetupList('groups', { limit: 100, where: id ? { [k.field]: id } : {} });
  if (!mayView) return <Navigate to="/401" replace />;
  return (
    <Stack gap="lg">
      <div>
        <BackButton fallback={k.list} />
      </div>
      <QueryState query={record} loading={<Skeleton h={240} />}>
        {(r) => (
          <Stack gap="lg">
            <Title order={2} fz={22}>
              {r.name}
            </Title>
            <Paper p="lg" withBorder>
              <Facts kind={kind} record={r as Record<string, unknown>} />
            </Paper>
            <Paper p="lg" withBorder>
              <Text fw={600} mb="sm">
                {SETUP_COPY.structures.groups}
              </Text>
              <Group gap="xs" data-testid="item-pay-groups">
                {(groups.data?.docs ?? []).map((g) => (
                  <Badge
                    key={g._id}
                    component={Link}
                    to={`/payroll-configuration/pay-groups/${g._id}/view`}
                    variant="light"
                  >
                    {g.name}
                  </Badge>
                ))}
                {groups.data?.docs.length === 0 && <Text c="dimmed">Not assigned to a pay group yet</Text>}
              </Group>
            </Paper>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export function ItemAssign({ kind }: { kind: ItemKind }) {
  const mayManage = useCan('payroll.setup.manage');
  const navigate = useNavigate();
  const k = KINDS[kind];
  const items = useSetupList(kind, { limit: 100 });
  const groups = useSetupList('groups', { limit: 100 });
  const assign = useAssignToGroups();
  const [item, setItem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  if (!mayManage) return <Navigate to="/401" replace />;
  return (
    <Stack gap="lg">
      <div>
        <BackButton fallback={k.list} />
      </div>
      <Title order={2} fz={22}>
        {SETUP_COPY.assign.title}
      </Title>
      <Paper p="lg" withBorder maw={640}>
        <Stack gap="md">
          <Select
            label={k.label}
            data={(items.data?.docs ?? []).map((i) => ({ value: i._id, label: i.name }))}
            value={item}
            onChange={setItem}
            searchable
          />
          <MultiSelect
            label={SETUP_COPY.assign.groups}
            data={(groups.data?.docs ?? []).map((g) => ({ value: g._id, label: g.name }))}
            value={chosen}
            onChange={setChosen}
            searchable
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(k.list)}>
              {SETUP_COPY.cancel}
            </Button>
            <Button
              disabled={!item || chosen.length === 0}
              loading={assign.isPending}
              onClick={() =>
                item &&
                assign.mutate(
                  { path: k.path, body: { pay_group_ids: chosen, [k.field]: item } },
                  {
                    onSuccess: (result) => {
                      if (result.failureCount > 0)
                        showToast({
                          kind: 'warning',
                          message: result.failures.map((f) => f.message).join('. '),
                        });
                      if (result.successCount > 0)
                        showToast({
                          kind: 'success',
                          message: PAYROLL_SETUP_TOASTS.assigned(result.successCount),
                        });
                      navigate(k.list);
                    },
                    onError: (error) => showToast({ kind: 'warning', message: (error as Error).message }),
                  },
                )
              }
            >
              {SETUP_COPY.assign.submit}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
