// One stage of a workflow: its name, its approvers (roles and/or members) and how many of them must approve, with
// buttons to move it up or down and to remove it.
import {
  ActionIcon,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { APPROVER_RULE_LABELS, APPROVER_RULES, type ApproverRule } from '@paydesk/contracts';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ApproverOptions } from '../api/approver-options-query.ts';
import { WORKFLOW_FORM_COPY as COPY } from '../copy.ts';
import type { FormErrors, StageDraft } from '../logic/workflow-form.ts';

interface StageEditorProps {
  index: number;
  count: number;
  stage: StageDraft;
  options: ApproverOptions | undefined;
  errors: FormErrors;
  onChange: (patch: Partial<StageDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const RULES = APPROVER_RULES.map((rule) => ({ value: rule, label: APPROVER_RULE_LABELS[rule] }));

export function StageEditor({
  index,
  count,
  stage,
  options,
  errors,
  onChange,
  onMove,
  onRemove,
}: StageEditorProps) {
  const n = index + 1;
  const error = (field: string) => errors[`stages.${index}.${field}`];
  return (
    <Paper withBorder p="md" radius="md" data-testid={`stage-${n}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={650}>{COPY.stage(n)}</Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onMove(-1)}
              disabled={index === 0}
              aria-label={COPY.moveUp(n)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => onMove(1)}
              disabled={index === count - 1}
              aria-label={COPY.moveDown(n)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              disabled={count === 1}
              aria-label={COPY.removeStage(n)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <TextInput
          label={COPY.stageName}
          value={stage.name}
          maxLength={80}
          onChange={(e) => onChange({ name: e.currentTarget.value })}
          error={error('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MultiSelect
            label={COPY.roles}
            placeholder={stage.roleIds.length ? undefined : COPY.rolesPlaceholder}
            data={options?.roles ?? []}
            value={stage.roleIds}
            onChange={(roleIds) => onChange({ roleIds })}
            searchable
            clearable
            error={error('roleIds')}
            data-testid={`stage-${n}-roles`}
          />
          <MultiSelect
            label={COPY.members}
            placeholder={stage.memberIds.length ? undefined : COPY.membersPlaceholder}
            data={options?.members ?? []}
            value={stage.memberIds}
            onChange={(memberIds) => onChange({ memberIds })}
            searchable
            clearable
            error={error('roleIds') ? ' ' : undefined}
            data-testid={`stage-${n}-members`}
          />
        </SimpleGrid>
        <Group align="flex-start" gap="sm" grow>
          <Select
            label={COPY.rule}
            data={RULES}
            value={stage.rule}
            allowDeselect={false}
            onChange={(rule) => onChange({ rule: (rule ?? 'any') as ApproverRule })}
            error={error('rule')}
            data-testid={`stage-${n}-rule`}
          />
          {stage.rule === 'n' ? (
            <TextInput
              label={COPY.n}
              inputMode="numeric"
              value={stage.n}
              onChange={(e) => onChange({ n: e.currentTarget.value.replace(/\D/g, '') })}
              error={error('n')}
              withAsterisk
              data-testid={`stage-${n}-n`}
            />
          ) : (
            <div />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
