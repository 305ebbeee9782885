// The workflow's name, action, conditions (amounts typed in naira, sent in kobo; a source wallet) and its ordered
// stages. The contract's schema checks it before sending; the server's refusals (a field's message, or the 409 of an
// overlapping workflow) land under the field they name.
import {
  Alert,
  Button,
  Divider,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  APPROVAL_ACTION_LABELS,
  APPROVAL_ACTIONS,
  type ApprovalAction,
  type CreateWorkflowRequest,
} from '@paydesk/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useApproverOptions, useWalletOptions } from '../api/approver-options-query.ts';
import { WORKFLOW_FORM_COPY as COPY } from '../copy.ts';
import {
  emptyStage,
  type FormErrors,
  moveStage,
  type StageDraft,
  type WorkflowDraft,
  workflowRequestOf,
} from '../logic/workflow-form.ts';
import { StageEditor } from './stage-editor.tsx';

const ACTIONS = APPROVAL_ACTIONS.map((action) => ({ value: action, label: APPROVAL_ACTION_LABELS[action] }));
const MAX_STAGES = 10;

interface WorkflowFormProps {
  initial: WorkflowDraft;
  /** Editing: the action is fixed and enabling is the list's switch. */
  editing?: boolean;
  busy: boolean;
  submitLabel: string;
  /** Sends the request; calls `fail` with the server's errors by form field when it is refused. */
  onSubmit: (body: CreateWorkflowRequest, fail: (errors: FormErrors) => void) => void;
  onCancel: () => void;
}

export function WorkflowForm({ initial, editing, busy, submitLabel, onSubmit, onCancel }: WorkflowFormProps) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const approvers = useApproverOptions(COPY.roleNames);
  const wallets = useWalletOptions();

  const change = (patch: Partial<WorkflowDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // A field that changed is no longer wrong; the overlap can be about any condition, so they clear together.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      if ('minAmount' in patch || 'maxAmount' in patch || 'sourceWalletId' in patch) {
        delete next.minAmount;
        delete next.maxAmount;
        delete next.sourceWalletId;
        delete next.action;
      }
      delete next.root;
      return next;
    });
  };
  const setStages = (stages: StageDraft[]) => {
    setDraft((d) => ({ ...d, stages }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([key]) => !key.startsWith('stages'))));
  };
  const changeStage = (index: number, patch: Partial<StageDraft>) =>
    setStages(draft.stages.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const mapped = workflowRequestOf(draft);
    if (!mapped.ok) {
      setErrors(mapped.errors);
      return;
    }
    onSubmit(mapped.body, setErrors);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="workflow-form">
      <Stack gap="lg" maw={880}>
        <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
          <Stack gap="md">
            <Title order={2} fz="lg">
              {COPY.details}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={COPY.name}
                placeholder={COPY.namePlaceholder}
                value={draft.name}
                maxLength={80}
                onChange={(e) => change({ name: e.currentTarget.value })}
                error={errors.name}
                withAsterisk
                data-autofocus
              />
              <Select
                label={COPY.action}
                placeholder={COPY.actionPlaceholder}
                data={ACTIONS}
                value={draft.action || null}
                onChange={(action) => change({ action: (action ?? '') as ApprovalAction | '' })}
                disabled={editing}
                description={editing ? COPY.actionFixed : undefined}
                error={errors.action}
                withAsterisk
                searchable
                data-testid="workflow-action"
              />
            </SimpleGrid>
            <Divider label={COPY.conditions} labelPosition="left" />
            <Text size="sm" c="dimmed" mt={-8}>
              {COPY.conditionsHint}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput
                label={COPY.minAmount}
                description={COPY.amountHint}
                inputMode="decimal"
                placeholder="0.00"
                value={draft.minAmount}
                onChange={(e) => change({ minAmount: e.currentTarget.value })}
                error={errors.minAmount}
                data-testid="workflow-min"
              />
              <TextInput
                label={COPY.maxAmount}
                description={COPY.amountHint}
                inputMode="decimal"
                placeholder="0.00"
                value={draft.maxAmount}
                onChange={(e) => change({ maxAmount: e.currentTarget.value })}
                error={errors.maxAmount}
                data-testid="workflow-max"
              />
              <Select
                label={COPY.wallet}
                description=" "
                data={[{ value: '', label: COPY.anyWallet }, ...(wallets.data ?? [])]}
                value={draft.sourceWalletId}
                allowDeselect={false}
                onChange={(id) => change({ sourceWalletId: id ?? '' })}
                error={errors.sourceWalletId}
                data-testid="workflow-wallet"
              />
            </SimpleGrid>
            {!editing && (
              <Switch
                label={COPY.enabled}
                description={COPY.enabledHint}
                checked={draft.enabled}
                onChange={(e) => change({ enabled: e.currentTarget.checked })}
              />
            )}
          </Stack>
        </Paper>
        <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
          <Stack gap="md">
            <div>
              <Title order={2} fz="lg">
                {COPY.stages}
              </Title>
              <Text size="sm" c="dimmed">
                {COPY.stagesHint}
              </Text>
            </div>
            {draft.stages.map((stage, index) => (
              <StageEditor
                // Stages have no id until saved; their place is their identity while editing.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                key={index}
                index={index}
                count={draft.stages.length}
                stage={stage}
                options={approvers.data}
                errors={errors}
                onChange={(patch) => changeStage(index, patch)}
                onMove={(by) => setStages(moveStage(draft.stages, index, by))}
                onRemove={() => setStages(draft.stages.filter((_, i) => i !== index))}
              />
            ))}
            {errors.stages && (
              <Text c="red" size="sm" role="alert">
                {errors.stages}
              </Text>
            )}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => setStages([...draft.stages, emptyStage()])}
                disabled={draft.stages.length >= MAX_STAGES}
              >
                {COPY.addStage}
              </Button>
            </Group>
          </Stack>
        </Paper>
        {errors.root && (
          <Alert color="red" variant="light" role="alert">
            {errors.root}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {COPY.cancel}
          </Button>
          <Button type="submit" loading={busy} data-testid="workflow-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
