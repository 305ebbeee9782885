// One employee's details: person, work, bank account (with the name check inline) and pay. The resolver is the
// contract's schema (see logic/employee-form.ts); a bank-name mismatch must be confirmed before saving.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type CreateEmployee, EMPLOYMENT_TYPES, NIGERIAN_STATES, PAY_FREQUENCIES } from '@paydesk/contracts';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { DateField } from '@/components/date-field.tsx';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { usePensionProviders } from '../api/pension-providers-query.ts';
import { EMPLOYEE_FORM_COPY as COPY } from '../copy.ts';
import {
  EMPTY_EMPLOYEE_FORM,
  type EmployeeFormValues,
  employeeFormSchema,
  employeeFormValues,
} from '../logic/employee-form.ts';
import { EMPLOYMENT_TYPE_LABELS, PAY_FREQUENCY_LABELS } from '../logic/employee-labels.ts';
import { BankAccountFields, type SavedNameCheck, useNameCheck } from './bank-account-fields.tsx';

const FIELDS = Object.keys(employeeFormValues.shape) as Array<keyof EmployeeFormValues>;

interface EmployeeFormProps {
  initial?: EmployeeFormValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: CreateEmployee, onError: (error: unknown) => void) => void;
  onCancel: () => void;
  /** The masked BVN on file when editing ('•••••••5678'). */
  savedBvn?: string | null;
  /** The account on file and its stored name check, when editing. */
  savedNameCheck?: SavedNameCheck;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
      <Title order={2} fz="md" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function EmployeeForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  savedBvn,
  savedNameCheck,
}: EmployeeFormProps) {
  const start = initial ?? EMPTY_EMPLOYEE_FORM;
  const pensionProviders = usePensionProviders();
  const {
    register,
    control,
    watch,
    setValue,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<EmployeeFormValues, unknown, CreateEmployee>({
    resolver: zodResolver(employeeFormSchema),
    defaultValues: start,
  });
  const [bankCode, accountNumber, firstName, lastName, employmentDate, exitDate] = watch([
    'bankCode',
    'accountNumber',
    'firstName',
    'lastName',
    'employmentDate',
    'exitDate',
  ]);
  const bankChanged = bankCode !== start.bankCode || accountNumber !== start.accountNumber;
  const check = useNameCheck(bankCode, accountNumber, { firstName, lastName }, savedNameCheck);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  // A confirmation holds for the account it was given for.
  const mismatchConfirmed = confirmed === `${bankCode}:${accountNumber}`;
  const blocked =
    bankChanged && (check.state === 'checking' || (check.state === 'mismatch' && !mismatchConfirmed));

  const submit = handleSubmit((values) => {
    if (blocked) return;
    onSubmit(values, (error) => applyServerFieldErrors(error, setError, FIELDS));
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={960}>
        <Section title={COPY.sections.person}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={COPY.firstName}
              withAsterisk
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextInput
              label={COPY.otherNames}
              error={errors.middleName?.message}
              {...register('middleName')}
            />
            <TextInput
              label={COPY.lastName}
              withAsterisk
              error={errors.lastName?.message}
              {...register('lastName')}
            />
            <TextInput
              label={COPY.email}
              type="email"
              withAsterisk
              error={errors.email?.message}
              {...register('email')}
            />
            <TextInput
              label={COPY.phone}
              type="tel"
              placeholder="0803 123 4567"
              withAsterisk
              error={errors.phoneNumber?.message}
              {...register('phoneNumber')}
            />
            <Controller
              control={control}
              name="stateOfResidence"
              render={({ field }) => (
                <Select
                  label={COPY.stateOfResidence}
                  data={NIGERIAN_STATES}
                  searchable
                  clearable
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.stateOfResidence?.message}
                />
              )}
            />
          </SimpleGrid>
        </Section>
        <Section title={COPY.sections.work}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={COPY.staffId}
              withAsterisk
              error={errors.staffId?.message}
              {...register('staffId')}
            />
            <TextInput label={COPY.jobTitle} error={errors.jobTitle?.message} {...register('jobTitle')} />
            <TextInput
              label={COPY.department}
              error={errors.department?.message}
              {...register('department')}
            />
            <TextInput label={COPY.branch} error={errors.branch?.message} {...register('branch')} />
            <Controller
              control={control}
              name="employmentType"
              render={({ field }) => (
                <Select
                  label={COPY.employmentType}
                  data={EMPLOYMENT_TYPES.map((value) => ({ value, label: EMPLOYMENT_TYPE_LABELS[value] }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'full-time')}
                  allowDeselect={false}
                  error={errors.employmentType?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="employmentDate"
              render={({ field }) => (
                <DateField
                  label={COPY.employmentDate}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  max={exitDate}
                  clearable
                  error={errors.employmentDate?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="exitDate"
              render={({ field }) => (
                <DateField
                  label={COPY.exitDate}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  min={employmentDate}
                  clearable
                  error={errors.exitDate?.message}
                />
              )}
            />
          </SimpleGrid>
        </Section>
        <Section title={COPY.sections.bank}>
          <BankAccountFields
            bankCode={bankCode}
            accountNumber={accountNumber}
            onBankChange={(code) =>
              setValue('bankCode', code, { shouldValidate: isSubmitted, shouldDirty: true })
            }
            accountNumberInput={register('accountNumber')}
            check={
              bankChanged ? check : { ...check, state: check.state === 'mismatch' ? 'idle' : check.state }
            }
            errors={{
              bankCode: errors.bankCode?.message,
              accountNumber: errors.accountNumber?.message,
              mismatch: isSubmitted && blocked && check.state === 'mismatch' ? COPY.mustConfirm : undefined,
            }}
            mismatchConfirmed={mismatchConfirmed}
            onMismatchConfirmed={(yes) => setConfirmed(yes ? `${bankCode}:${accountNumber}` : null)}
          />
          <TextInput
            mt="md"
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
            label={COPY.bvn}
            description={savedBvn ? COPY.bvnSaved(savedBvn) : undefined}
            inputMode="numeric"
            maxLength={11}
            error={errors.bvn?.message}
            {...register('bvn')}
          />
        </Section>
        <Section title={COPY.sections.pay}>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={COPY.grossPay}
              inputMode="decimal"
              placeholder="250,000.00"
              withAsterisk
              error={errors.grossPay?.message}
              {...register('grossPay')}
            />
            <Controller
              control={control}
              name="payFrequency"
              render={({ field }) => (
                <Select
                  label={COPY.payFrequency}
                  data={PAY_FREQUENCIES.map((value) => ({ value, label: PAY_FREQUENCY_LABELS[value] }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'monthly')}
                  allowDeselect={false}
                  error={errors.payFrequency?.message}
                />
              )}
            />
            <TextInput label={COPY.taxId} error={errors.taxId?.message} {...register('taxId')} />
            <Controller
              control={control}
              name="pfaId"
              render={({ field }) => (
                <Select
                  label={COPY.pfa}
                  placeholder={COPY.pfaPlaceholder}
                  data={(pensionProviders.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
                  searchable
                  clearable
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.pfaId?.message}
                  data-testid="employee-pfa"
                />
              )}
            />
            <TextInput
              label={COPY.rsaPin}
              placeholder="PEN123456789012"
              error={errors.rsaPin?.message}
              {...register('rsaPin')}
            />
          </SimpleGrid>
          <TextInput
            mt="md"
            maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}
            label={COPY.annualRent}
            description={COPY.annualRentHint}
            inputMode="decimal"
            placeholder="1,200,000.00"
            error={errors.annualRent?.message}
            data-testid="employee-annual-rent"
            {...register('annualRent')}
          />
          <Checkbox mt="md" label={COPY.nhf} {...register('nhf')} />
        </Section>
        <Group justify="flex-end" gap="sm">
          {isSubmitted && blocked && (
            <Text size="sm" c="red" role="alert">
              {check.state === 'checking' ? COPY.checkFirst : COPY.mustConfirm}
            </Text>
          )}
          <Button variant="default" onClick={onCancel}>
            {COPY.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
