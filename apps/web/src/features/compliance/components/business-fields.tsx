// Fields both business-information steps share: the industry picker and the contact email and phone.
import { Grid, Select, TextInput } from '@mantine/core';
import { INDUSTRIES } from '@paydesk/contracts';
import { type Control, Controller, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';

type FieldError = { message?: string } | undefined;

export function IndustrySelect<T extends FieldValues>({
  control,
  error,
}: {
  control: Control<T>;
  error: FieldError;
}) {
  return (
    <Controller
      control={control}
      name={'industry' as Path<T>}
      render={({ field }) => (
        <Select
          label="Industry"
          required
          searchable
          placeholder="Choose an industry"
          data={[...INDUSTRIES]}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value ?? undefined)}
          onBlur={field.onBlur}
          error={error?.message}
        />
      )}
    />
  );
}

/** Contact email and phone, as two half-width grid columns. */
export function ContactFields<T extends FieldValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: { contactEmail?: FieldError; contactPhone?: FieldError };
}) {
  return (
    <>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Contact email"
          type="email"
          required
          {...register('contactEmail' as Path<T>)}
          error={errors.contactEmail?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label="Contact phone number"
          placeholder="08031234567"
          required
          {...register('contactPhone' as Path<T>)}
          error={errors.contactPhone?.message}
        />
      </Grid.Col>
    </>
  );
}
