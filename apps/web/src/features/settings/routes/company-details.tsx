// /settings/info (Company Details): what verification collected, the fields the business may still change, and
// the logo shown in the header's profile menu.
import { Badge, Group, Skeleton, Text } from '@mantine/core';
import { QueryState } from '@/components/query-state.tsx';
import { showToast } from '@/components/toast.tsx';
import { initials } from '@/lib/format/text.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useCompanyDetails, useUploadLogo } from '../api/company.ts';
import { CompanyDetailsForm } from '../components/company-details-form.tsx';
import { ImageUpload } from '../components/image-upload.tsx';
import { SettingsPage, SettingsSection } from '../components/settings-section.tsx';
import { SETTINGS_COPY } from '../copy.ts';

const COPY = SETTINGS_COPY.company;

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
            <SettingsSection title={COPY.information} description={COPY.informationHelp}>
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
              <CompanyDetailsForm key={JSON.stringify(data)} details={data} canManage={canManage} />
            </SettingsSection>
          </>
        )}
      </QueryState>
    </SettingsPage>
  );
}
