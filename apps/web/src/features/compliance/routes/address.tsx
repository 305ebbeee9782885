// Freelance flow, step 3: where the business operates.
import { zodResolver } from '@hookform/resolvers/zod';
import { Card } from '@mantine/core';
import { type Address, address } from '@paydesk/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showToast } from '@/components/toast.tsx';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useSaveStepMutation } from '../api/save-step-mutation.ts';
import { AddressFields } from '../components/address-fields.tsx';
import { CompliancePage } from '../components/compliance-page.tsx';
import { FlowStep } from '../components/flow-step.tsx';
import { StepFormActions } from '../components/step-form-actions.tsx';
import { COMPLIANCE_COPY, STEP_DESCRIPTIONS } from '../copy.ts';
import { COMPLIANCE_ROUTES } from '../paths.ts';

function AddressForm({ saved }: { saved: Partial<Address> | null }) {
  const save = useSaveStepMutation('address');
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(address),
    defaultValues: {
      street: saved?.street ?? '',
      city: saved?.city ?? '',
      state: saved?.state,
      landmark: saved?.landmark ?? '',
    },
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ message }) => {
        showToast({ kind: 'success', message });
        navigate(COMPLIANCE_ROUTES.freelance);
      },
      onError: (error) => applyServerFieldErrors(error, setError, ['street', 'city', 'state', 'landmark']),
    }),
  );
  return (
    <Card withBorder radius="lg" p="xl" component="form" onSubmit={onSubmit} noValidate>
      <AddressFields register={register} control={control} errors={errors} prefix="" />
      <StepFormActions backTo={COMPLIANCE_ROUTES.freelance} saving={save.isPending} />
    </Card>
  );
}

export function Component() {
  return (
    <FlowStep flow="freelance">
      {(progress) => (
        <CompliancePage
          title="Address verification"
          description={STEP_DESCRIPTIONS.address}
          back={{ to: COMPLIANCE_ROUTES.freelance, label: COMPLIANCE_COPY.back }}
        >
          <AddressForm saved={progress.address as Partial<Address> | null} />
        </CompliancePage>
      )}
    </FlowStep>
  );
}
