// Registered flow, step 1: business name, CAC RC number (checked with the CAC), TIN, industry, address, contacts.
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Divider, Grid, TextInput, Title } from '@mantine/core';
import { type RegisteredBusinessInformation, registeredBusinessInformation } from '@paydesk/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showToast } from '@/components/toast.tsx';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useSaveStepMutation } from '../api/save-step-mutation.ts';
import { AddressFields } from '../components/address-fields.tsx';
import { ContactFields, IndustrySelect } from '../components/business-fields.tsx';
import { CompliancePage } from '../components/compliance-page.tsx';
import { FlowStep } from '../components/flow-step.tsx';
import { StepFormActions } from '../components/step-form-actions.tsx';
import { COMPLIANCE_COPY, STEP_DESCRIPTIONS } from '../copy.ts';
import { useSignupAnswers } from '../logic/signup-answers.ts';
import { COMPLIANCE_ROUTES } from '../paths.ts';

const FIELDS = [
  'businessName',
  'rcNumber',
  'tin',
  'industry',
  'address.street',
  'address.city',
  'address.state',
  'address.landmark',
  'contactEmail',
  'contactPhone',
  'website',
] as const;

function BusinessInformationForm({ saved }: { saved: Partial<RegisteredBusinessInformation> | null }) {
  const save = useSaveStepMutation('registeredBusinessInformation');
  const navigate = useNavigate();
  const signedUp = useSignupAnswers();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registeredBusinessInformation),
    defaultValues: {
      // What sign-up already collected is not asked again (issue 17): the business name, the contact email and phone.
      businessName: saved?.businessName ?? signedUp.businessName,
      rcNumber: saved?.rcNumber ?? '',
      tin: saved?.tin ?? '',
      industry: saved?.industry,
      address: {
        street: saved?.address?.street ?? '',
        city: saved?.address?.city ?? '',
        state: saved?.address?.state,
        landmark: saved?.address?.landmark ?? '',
      },
      contactEmail: saved?.contactEmail ?? signedUp.contactEmail,
      contactPhone: saved?.contactPhone ?? signedUp.contactPhone,
      website: saved?.website ?? '',
    },
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ message }) => {
        showToast({ kind: 'success', message });
        navigate(COMPLIANCE_ROUTES.businessDocuments);
      },
      onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
    }),
  );
  return (
    <Card withBorder radius="lg" p="xl" component="form" onSubmit={onSubmit} noValidate>
      <Grid gap="md">
        <Grid.Col span={12}>
          <TextInput
            label="Business name (as on your CAC certificate)"
            required
            {...register('businessName')}
            error={errors.businessName?.message}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="CAC RC number"
            description="RC or BN followed by digits"
            placeholder="RC1234567"
            required
            {...register('rcNumber')}
            error={errors.rcNumber?.message}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Tax identification number (TIN)"
            description="e.g. 12345678-0001"
            placeholder="12345678-0001"
            required
            {...register('tin')}
            error={errors.tin?.message}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <IndustrySelect control={control} error={errors.industry} />
        </Grid.Col>
      </Grid>
      <Divider my="lg" />
      <Title order={3} fz="md" mb="sm">
        Business address
      </Title>
      <AddressFields register={register} control={control} errors={errors.address} prefix="address." />
      <Divider my="lg" />
      <Title order={3} fz="md" mb="sm">
        Contacts
      </Title>
      <Grid gap="md">
        <ContactFields register={register} errors={errors} />
        <Grid.Col span={12}>
          <TextInput
            label="Website (optional)"
            placeholder="https://"
            {...register('website')}
            error={errors.website?.message}
          />
        </Grid.Col>
      </Grid>
      <StepFormActions backTo={COMPLIANCE_ROUTES.registered} saving={save.isPending} />
    </Card>
  );
}

export function Component() {
  return (
    <FlowStep flow="registered">
      {(progress) => (
        <CompliancePage
          title="Business information"
          description={STEP_DESCRIPTIONS['business-information']}
          back={{ to: COMPLIANCE_ROUTES.registered, label: COMPLIANCE_COPY.back }}
        >
          <BusinessInformationForm
            saved={progress.businessInformation as Partial<RegisteredBusinessInformation> | null}
          />
        </CompliancePage>
      )}
    </FlowStep>
  );
}
