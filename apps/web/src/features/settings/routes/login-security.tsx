// /settings/login-security (Login & Security): change the password, the login code channel, the transaction PIN
// (a slot: the PIN panel belongs to the wallets feature and is passed in by the route table), active sessions and
// the login history.
import { Radio, Skeleton, Stack } from '@mantine/core';
import type { LoginCodeChannel } from '@paydesk/contracts';
import { showToast } from '@/components/toast.tsx';
import { useLoginChannel, useSetLoginChannel } from '../api/security.ts';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { LoginHistoryPanel, SessionsPanel } from '../components/sessions-panel.tsx';
import { SettingsPage, SettingsSection } from '../components/settings-section.tsx';
import { SETTINGS_COPY } from '../copy.ts';

const COPY = SETTINGS_COPY.security;

function LoginChannel() {
  const channel = useLoginChannel();
  const save = useSetLoginChannel();
  if (!channel.data) return <Skeleton h={60} />;
  return (
    <Radio.Group
      value={channel.data.channel}
      onChange={(value) =>
        save.mutate(value as LoginCodeChannel, {
          onSuccess: () => showToast({ kind: 'success', message: COPY.channelSaved }),
        })
      }
    >
      <Stack gap="xs">
        <Radio value="email" label={COPY.channelEmail} />
        <Radio
          value="sms"
          label={COPY.channelSms(channel.data.phoneNumber)}
          disabled={!channel.data.phoneNumber}
        />
      </Stack>
    </Radio.Group>
  );
}

export function LoginSecurityPage({ pinSection }: { pinSection?: React.ReactNode }) {
  return (
    <SettingsPage title={COPY.title}>
      <SettingsSection title={COPY.password} description={COPY.passwordHelp} testId="password-section">
        <ChangePasswordForm />
      </SettingsSection>
      <SettingsSection title={COPY.channel} description={COPY.channelHelp}>
        <LoginChannel />
      </SettingsSection>
      {pinSection && (
        <SettingsSection title={COPY.pin} testId="pin-section">
          {pinSection}
        </SettingsSection>
      )}
      <SettingsSection title={COPY.sessions} description={COPY.sessionsHelp} testId="sessions-section">
        <SessionsPanel />
      </SettingsSection>
      <SettingsSection title={COPY.history} testId="history-section">
        <LoginHistoryPanel />
      </SettingsSection>
    </SettingsPage>
  );
}
