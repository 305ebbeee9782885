// Freelance flow, step 1: business name, industry, what the business does, contacts.
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Grid, Textarea, TextInput } from '@mantine/core';
import { type FreelanceBusinessInformation, freelanceBusinessInformation } from '@paydesk/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showToast } from '@/components/toast.tsx';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useSaveStepMutation } from '../api/save-step-mutation.ts';
import { ContactFields, IndustrySelect } from '../components/business-fields.tsx';
import { CompliancePage } from '../components/compliance-page.tsx';
import { FlowStep } from '../components/flow-step.tsx';
import { StepFormActions } from '../components/step-form-actions.tsx';
import { COMPLIANCE_COPY } from '../copy.ts';
import { useSignupAnswers } from '../logic/signup-answers.ts';
import { COMPLIANCE_ROUTES } from '../paths.ts';

const FIELDS = ['businessName', 'industry', 'description', 'contactEmail', 'contactPhone'] as const;

function FreelanceInformationForm({ saved }: { saved: Partial<FreelanceBusinessInformation> | null }) {
  const save = useSaveStepMutation('freelanceBusinessInformation');
  const navigate = useNavigate();
  const signedUp = useSignupAnswers();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(freelanceBusinessInformation),
    defaultValues: {
      // What sign-up already collected is not asked again (issue 17): the business name, the contact email and phone.
      businessName: saved?.businessName ?? signedUp.businessName,
      industry: saved?.industry,
      description: saved?.description ?? '',
      contactEmail: saved?.contactEmail ?? signedUp.contactEmail,
      contactPhone: saved?.contactPhone ?? signedUp.contactPhone,
    },
  });
  const onSubmit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: ({ message }) => {
        showToast({ kind: 'success', message });
        navigate(COMPLIANCE_ROUTES.identity);
      },
      onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
    }),
  );
  return (
    <Card withBorder radius="lg" p="xl" component="form" onSubmit={onSubmit} noValidate>
      <Grid gap="md">
        <Grid.Col span={12}>
          <TextInput
            label="Business name"
            required
            {...register('businessName')}
            error={errors.businessName?.message}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <IndustrySelect control={control} error={errors.industry} />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label="What does your business do? (optional)"
            autosize
            minRows={2}
            {...register('description')}
            error={errors.description?.message}
          />
        </Grid.Col>
        <ContactFields register={register} errors={errors} />
      </Grid>
      <StepFormActions backTo={COMPLIANCE_ROUTES.freelance} saving={save.isPending} />
    </Card>
  );
}

export function Component() {
  return (
    <FlowStep flow="freelance">
      {(progress) => (
        <CompliancePage
          title="Business information"
          description="Your business name, industry and contacts."
          back={{ to: COMPLIANCE_ROUTES.freelance, label: COMPLIANCE_COPY.back }}
        >
          <FreelanceInformationForm
            saved={progress.businessInformation as Partial<FreelanceBusinessInformation> | null}
          />
        </CompliancePage>
      )}
    </FlowStep>
  );
}
