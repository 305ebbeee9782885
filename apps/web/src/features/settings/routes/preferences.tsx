// /settings/preferences: which events notify by email and in the app, the default source wallet and how amounts
// show. Security emails cannot be turned off.
import { Button, Checkbox, Group, Radio, Select, Skeleton, Stack, Table } from '@mantine/core';
import {
  AMOUNT_DISPLAYS,
  type MemberPreferences,
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  UNMUTABLE_EMAIL_CATEGORIES,
} from '@paydesk/contracts';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { showToast } from '@/components/toast.tsx';
import { usePreferences, useSavePreferences } from '../api/preferences.ts';
import { SettingsPage, SettingsSection } from '../components/settings-section.tsx';
import { SETTINGS_COPY } from '../copy.ts';

const COPY = SETTINGS_COPY.preferences;

function PreferencesForm({
  initial,
  wallets,
}: {
  initial: MemberPreferences;
  wallets: { id: string; name: string }[];
}) {
  const save = useSavePreferences();
  const [value, setValue] = useState<MemberPreferences>(initial);
  const toggle = (channel: 'email' | 'inApp', category: NotificationCategory, on: boolean) =>
    setValue((v) => ({ ...v, [channel]: { ...v[channel], [category]: on } }));
  return (
    <Stack gap="lg">
      <SettingsSection title={COPY.notifications} description={COPY.securityNote}>
        <Table verticalSpacing="sm" data-testid="notification-preferences">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{COPY.category}</Table.Th>
              <Table.Th w={110}>{COPY.email}</Table.Th>
              <Table.Th w={110}>{COPY.inApp}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NOTIFICATION_CATEGORIES.map((category) => (
              <Table.Tr key={category}>
                <Table.Td>{COPY.categories[category]}</Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`${COPY.categories[category]}: ${COPY.email}`}
                    checked={value.email[category]}
                    disabled={UNMUTABLE_EMAIL_CATEGORIES.includes(category)}
                    onChange={(e) => toggle('email', category, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={`${COPY.categories[category]}: ${COPY.inApp}`}
                    checked={value.inApp[category]}
                    onChange={(e) => toggle('inApp', category, e.currentTarget.checked)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SettingsSection>
      <SettingsSection title={COPY.defaultWallet} description={COPY.defaultWalletHelp}>
        <Select
          aria-label={COPY.defaultWallet}
          data={[
            { value: '', label: COPY.noDefault },
            ...wallets.map((w) => ({ value: w.id, label: w.name })),
          ]}
          value={value.defaultSourceWalletId ?? ''}
          onChange={(id) => setValue((v) => ({ ...v, defaultSourceWalletId: id ? id : null }))}
          maw={360}
          allowDeselect={false}
        />
      </SettingsSection>
      <SettingsSection title={COPY.amountDisplay}>
        <Radio.Group
          value={value.amountDisplay}
          onChange={(display) =>
            setValue((v) => ({ ...v, amountDisplay: display as MemberPreferences['amountDisplay'] }))
          }
        >
          <Stack gap="xs">
            {AMOUNT_DISPLAYS.map((display) => (
              <Radio key={display} value={display} label={COPY.amountDisplays[display]} />
            ))}
          </Stack>
        </Radio.Group>
      </SettingsSection>
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          onClick={() =>
            save.mutate(value, { onSuccess: () => showToast({ kind: 'success', message: COPY.saved }) })
          }
          data-testid="save-preferences"
        >
          {COPY.save}
        </Button>
      </Group>
    </Stack>
  );
}

export function Component() {
  const preferences = usePreferences();
  return (
    <SettingsPage title={COPY.title} subtitle={COPY.subtitle}>
      <QueryState query={preferences} loading={<Skeleton h={420} radius="lg" />}>
        {({ wallets, ...initial }) => <PreferencesForm initial={initial} wallets={wallets} />}
      </QueryState>
    </SettingsPage>
  );
}
