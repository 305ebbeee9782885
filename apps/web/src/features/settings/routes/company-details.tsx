// /settings/info (Company Details): what verification collected, the fields the business may still change, and
// the logo shown in the header's profile menu.
import {
  Alert,
  Badge,
  Button,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type CompanyDetails, INDUSTRIES } from '@paydesk/contracts';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { showToast } from '../../../components/toast.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { initials } from '../../../lib/format/text.ts';
import { useSessionStore } from '../../../lib/storage/session-store.ts';
import { useCompanyDetails, useSaveCompany, useUploadLogo } from '../api/company.ts';
import { ImageUpload } from '../components/image-upload.tsx';
import { SettingsPage, SettingsSection } from '../components/settings-section.tsx';
import { SETTINGS_COPY } from '../copy.ts';

const COPY = SETTINGS_COPY.company;

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text>{value || COPY.none}</Text>
    </div>
  );
}

function DetailsForm({ details, canManage }: { details: CompanyDetails; canManage: boolean }) {
  const save = useSaveCompany();
  const [name, setName] = useState(details.name);
  const [industry, setIndustry] = useState<string | null>(details.industry);
  const editable = (field: 'name' | 'industry') => canManage && details.editable.includes(field);
  const fieldErrors = isApiError(save.error) ? save.error.fieldErrors : {};
  const submit = () => {
    const body: { name?: string; industry?: (typeof INDUSTRIES)[number] } = {};
    if (editable('name') && name !== details.name) body.name = name;
    if (editable('industry') && industry && industry !== details.industry)
      body.industry = industry as (typeof INDUSTRIES)[number];
    save.mutate(body, { onSuccess: () => showToast({ kind: 'success', message: COPY.saved }) });
  };
  return (
    <Stack gap="md">
      {!details.editable.some((f) => f === 'name' || f === 'industry') && (
        <Alert variant="light" color="blue">
          {COPY.locked}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={COPY.name}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          disabled={!editable('name')}
          error={fieldErrors.name?.[0]}
        />
        <Select
          label={COPY.industry}
          data={INDUSTRIES as unknown as string[]}
          value={industry}
          onChange={setIndustry}
          disabled={!editable('industry')}
          error={fieldErrors.industry?.[0]}
          searchable
        />
        <Field label={COPY.businessType} value={details.businessType} />
        <Field label={COPY.rcNumber} value={details.rcNumber} />
        <Field label={COPY.tin} value={details.tin} />
        <Field label={COPY.address} value={details.address} />
        <Field label={COPY.contactEmail} value={details.contactEmail} />
        <Field label={COPY.contactPhone} value={details.contactPhone} />
      </SimpleGrid>
      {(editable('name') || editable('industry')) && (
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} data-testid="save-company">
            {COPY.save}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function Component() {
  const details = useCompanyDetails();
  const upload = useUploadLogo();
  const permissions = useSessionStore((s) => s.member?.permissions);
  // Sessions stored before permissions existed: the server still decides.
  const canManage = !permissions || permissions.includes('settings.company.manage');
  return (
    <SettingsPage title={COPY.title} subtitle={COPY.subtitle}>
      <QueryState query={details} loading={<Skeleton h={360} radius="lg" />}>
        {(data) => (
          <>
            <SettingsSection title={COPY.logo} testId="company-logo">
              {canManage ? (
                <ImageUpload
                  label={COPY.uploadLogo}
                  help={COPY.logoHelp}
                  src={data.logoUrl}
                  fallback={initials(data.name).slice(0, 2)}
                  busy={upload.isPending}
                  onFile={(file) =>
                    upload.mutate(file, {
                      onSuccess: () => showToast({ kind: 'success', message: COPY.logoSaved }),
                    })
                  }
                  testId="logo"
                  radius="md"
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {COPY.logoHelp}
                </Text>
              )}
            </SettingsSection>
            <SettingsSection title={COPY.title}>
              <Group gap="xs">
                <Text size="sm">{COPY.status}:</Text>
                <Badge
                  color={data.verified ? 'green' : 'gray'}
                  variant="light"
                  data-testid="verification-status"
                >
                  {data.verified ? COPY.verified : data.verificationStatus.replace('_', ' ')}
                </Badge>
              </Group>
              <DetailsForm key={`${data.name}|${data.industry}`} details={data} canManage={canManage} />
            </SettingsSection>
          </>
        )}
      </QueryState>
    </SettingsPage>
  );
}
