// Edit one employee's line: add a one-off bonus or deduction, remove an earlier one, or set the employee's annual
// rent (recorded on the employee: NTA 2025 rent relief), with the reason (audited); the server recomputes the line.
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type PayrollLine, updatePayrollLineRequest } from '@paydesk/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { isApiError } from '@/lib/api/index.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useUpdateLine } from '../api/run-mutations.ts';
import { LINE_COPY as COPY } from '../copy.ts';

interface Draft {
  kind: 'bonus' | 'deduction';
  name: string;
  amount: number | string;
  taxable: boolean;
  reason: string;
  remove: string[];
  /** Naira a year; '' is none declared. */
  rent: number | string;
}
const EMPTY: Draft = { kind: 'bonus', name: '', amount: '', taxable: true, reason: '', remove: [], rent: '' };
const rentOf = (line: PayrollLine) =>
  line.employee.annualRentKobo === null ? '' : line.employee.annualRentKobo / 100;

export function LineEditDialog({
  runId,
  line,
  onClose,
}: {
  runId: string;
  line: PayrollLine | null;
  onClose: () => void;
}) {
  const update = useUpdateLine(runId);
  const [d, setD] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (line) {
      setD({ ...EMPTY, rent: rentOf(line) });
      setErrors({});
    }
  }, [line]);
  const set = (patch: Partial<Draft>) => setD((old) => ({ ...old, ...patch }));
  const name = line ? `${line.employee.firstName} ${line.employee.lastName}` : '';

  const save = () => {
    if (!line) return;
    const adding = d.name.trim() !== '' || d.amount !== '';
    const body = {
      add: adding
        ? [
            {
              kind: d.kind,
              name: d.name,
              amountKobo: Math.round(Number(d.amount || 0) * 100),
              taxable: d.taxable,
            },
          ]
        : [],
      remove: d.remove,
      reason: d.reason,
      // Sent only when changed: blank is none declared.
      ...(d.rent === rentOf(line)
        ? {}
        : { annualRentKobo: d.rent === '' ? null : Math.round(Number(d.rent) * 100) }),
    };
    const checked = updatePayrollLineRequest.safeParse(body);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((i) => [i.path.at(-1) === 0 ? 'add' : String(i.path.at(-1)), i.message]),
        ),
      );
      return;
    }
    update.mutate(
      { lineId: line._id, body },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (isApiError(error))
            setErrors(
              Object.fromEntries(
                Object.entries(error.fieldErrors).map(([k, m]) => [k.split('.').at(-1) ?? k, m[0] ?? '']),
              ),
            );
        },
      },
    );
  };

  return (
    <AppDialog opened={line !== null} onClose={onClose} title={COPY.title(name)} size="lg">
      {line && (
        <Stack gap="md" data-testid="line-edit">
          <div>
            <Text fw={600} size="sm" mb={4}>
              {COPY.adjustments}
            </Text>
            {line.adjustments.length === 0 ? (
              <Text size="sm" c="dimmed">
                {COPY.none}
              </Text>
            ) : (
              line.adjustments.map((a) => {
                const removing = d.remove.includes(a._id);
                return (
                  <Group key={a._id} justify="space-between" wrap="nowrap" opacity={removing ? 0.5 : 1}>
                    <Text size="sm" td={removing ? 'line-through' : undefined}>
                      {a.kind === 'bonus' ? COPY.bonus : COPY.deduction}: {a.name} ·{' '}
                      {formatMinorAsNaira(a.amountKobo)} — {a.reason}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${COPY.remove} ${a.name}`}
                      onClick={() =>
                        set({ remove: removing ? d.remove.filter((x) => x !== a._id) : [...d.remove, a._id] })
                      }
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                );
              })
            )}
          </div>
          <SegmentedControl
            value={d.kind}
            onChange={(kind) => set({ kind: kind as Draft['kind'] })}
            data={[
              { value: 'bonus', label: COPY.bonus },
              { value: 'deduction', label: COPY.deduction },
            ]}
            aria-label={COPY.kind}
          />
          <Group grow align="flex-start">
            <TextInput
              label={COPY.name}
              value={d.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
              error={errors.name}
              data-testid="adjustment-name"
            />
            <NumberInput
              label={COPY.amount}
              value={d.amount}
              onChange={(amount) => set({ amount })}
              min={0}
              decimalScale={2}
              thousandSeparator=","
              error={errors.amountKobo ?? errors.add}
              data-testid="adjustment-amount"
            />
          </Group>
          {d.kind === 'bonus' && (
            <Checkbox
              label={COPY.taxable}
              checked={d.taxable}
              onChange={(e) => set({ taxable: e.currentTarget.checked })}
            />
          )}
          <NumberInput
            label={COPY.annualRent}
            description={COPY.annualRentHint}
            value={d.rent}
            onChange={(rent) => set({ rent })}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            error={errors.annualRentKobo}
            data-testid="line-annual-rent"
          />
          <Textarea
            label={COPY.reason}
            withAsterisk
            value={d.reason}
            onChange={(e) => set({ reason: e.currentTarget.value })}
            error={errors.reason}
            data-testid="adjustment-reason"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {COPY.cancel}
            </Button>
            <Button onClick={save} loading={update.isPending} data-testid="save-line">
              {COPY.save}
            </Button>
          </Group>
        </Stack>
      )}
    </AppDialog>
  );
}
