// Street, city, state and landmark of a Nigerian address, for any form that holds one (at `prefix`).
import { Grid, Select, TextInput } from '@mantine/core';
import { NIGERIAN_STATES } from '@paydesk/contracts';
import { type Control, Controller, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';

interface AddressFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: Partial<Record<'street' | 'city' | 'state' | 'landmark', { message?: string }>> | undefined;
  /** e.g. 'address.' inside business information; '' for the address form itself. */
  prefix: string;
}

export function AddressFields<T extends FieldValues>({
  register,
  control,
  errors,
  prefix,
}: AddressFieldsProps<T>) {
  const name = (field: string) => `${prefix}${field}` as Path<T>;
  return (
    <Grid gap="md">
      <Grid.Col span={12}>
        <TextInput
          label="Street address"
          required
          {...register(name('street'))}
          error={errors?.street?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput label="City or town" required {...register(name('city'))} error={errors?.city?.message} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Controller
          control={control}
          name={name('state')}
          render={({ field }) => (
            <Select
              label="State"
              required
              searchable
              placeholder="Choose a state"
              data={[...NIGERIAN_STATES]}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={errors?.state?.message}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput
          label="Landmark (optional)"
          {...register(name('landmark'))}
          error={errors?.landmark?.message}
        />
      </Grid.Col>
    </Grid>
  );
}
