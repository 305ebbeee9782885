// The business rules of on-demand pay: access share, payday and cut-off, limits, fee, approval, savings, funding.
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { OnDemandRules } from '@paydesk/contracts';
import { useState } from 'react';
import { toApiError } from '@/lib/api/api-error.ts';
import { useApproverOptions } from '../api/approvers-query.ts';
import { useSaveRulesMutation } from '../api/rules-mutations.ts';
import { RULES_COPY as COPY } from '../copy.ts';
import { formToRules, type RulesFormErrors, type RulesFormValues, rulesToForm } from '../logic/rules-form.ts';

type TextField =
  | 'accessPercent'
  | 'payday'
  | 'cutOffDays'
  | 'minWithdrawal'
  | 'maxWithdrawal'
  | 'withdrawalsPerPeriod';

export function RulesForm({ rules }: { rules: OnDemandRules | null }) {
  const [values, setValues] = useState<RulesFormValues>(() => rulesToForm(rules));
  const [errors, setErrors] = useState<RulesFormErrors>({});
  const save = useSaveRulesMutation();
  const approverOptions = useApproverOptions().data ?? [];
  const set = <K extends keyof RulesFormValues>(field: K, value: RulesFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: TextField, label: string, description?: string) => (
    <TextInput
      label={label}
      description={description}
      inputMode="decimal"
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={errors[field]}
      data-testid={`rules-${field}`}
    />
  );
  const serverError = save.error ? toApiError(save.error) : null;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = formToRules(values);
        if (!result.ok) return setErrors(result.errors);
        save.mutate(result.body, {
          onError: (error) => {
            const fields = toApiError(error).fieldErrors;
            setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v?.[0]])));
          },
        });
      }}
    >
      <Stack gap="md">
        {!rules && (
          <Alert color="blue" variant="light" data-testid="rules-first-time">
            {COPY.firstTime}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('accessPercent', COPY.access, COPY.accessHelp)}
          {text('withdrawalsPerPeriod', COPY.perPeriod)}
          {text('payday', COPY.payday)}
          {text('cutOffDays', COPY.cutOff)}
          {text('minWithdrawal', COPY.minWithdrawal)}
          {text('maxWithdrawal', COPY.maxWithdrawal, COPY.maxHelp)}
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {COPY.feeType}
          </Text>
          <SegmentedControl
            value={values.feeType}
            onChange={(value) => set('feeType', value as RulesFormValues['feeType'])}
            data={[
              { value: 'flat', label: COPY.feeTypes.flat },
              { value: 'percent', label: COPY.feeTypes.percent },
            ]}
            data-testid="rules-feeType"
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={values.feeType === 'flat' ? COPY.feeFlat : COPY.feePercent}
            inputMode="decimal"
            value={values.feeValue}
            onChange={(event) => set('feeValue', event.currentTarget.value)}
            error={errors.feeValue}
            data-testid="rules-feeValue"
          />
          <Radio.Group
            label={COPY.feeBearer}
            value={values.feeBearer}
            onChange={(value) => set('feeBearer', value as RulesFormValues['feeBearer'])}
          >
            <Group mt="xs">
              <Radio value="employee" label={COPY.feeBearers.employee} />
              <Radio value="business" label={COPY.feeBearers.business} />
            </Group>
          </Radio.Group>
        </SimpleGrid>
        <Switch
          label={COPY.approvalRequired}
          checked={values.approvalRequired}
          onChange={(event) => set('approvalRequired', event.currentTarget.checked)}
          data-testid="rules-approvalRequired"
        />
        {values.approvalRequired && (
          <MultiSelect
            label={COPY.approvers}
            description={COPY.approversHelp}
            data={approverOptions}
            value={values.approverIds}
            onChange={(ids) => set('approverIds', ids)}
            error={errors.approverIds}
            searchable
            data-testid="rules-approvers"
          />
        )}
        <Switch
          label={COPY.savingsEnabled}
          checked={values.savingsEnabled}
          onChange={(event) => set('savingsEnabled', event.currentTarget.checked)}
        />
        <Radio.Group
          label={COPY.fundingMode}
          value={values.fundingMode}
          onChange={(value) => set('fundingMode', value as RulesFormValues['fundingMode'])}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="prefunded" label={COPY.fundingModes.prefunded} />
            <Radio value="advanced" label={COPY.fundingModes.advanced} />
          </Stack>
        </Radio.Group>
        {serverError && Object.keys(serverError.fieldErrors).length === 0 && (
          <Alert color="red" variant="light" role="alert">
            {serverError.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="rules-save">
            {COPY.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
