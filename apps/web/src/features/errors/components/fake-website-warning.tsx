// Shown instead of the app when it is loaded inside a frame (spec §1): someone may be imitating the site.
import { Alert, Anchor, Center, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { config } from '@/lib/config.ts';
import { ERRORS_COPY } from '../copy.ts';

/**
 * Where the real site is: the configured public address. The frame's own origin is only a fallback — a look-alike
 * that proxies the app would otherwise be named as 'the real site'.
 */
export function realSiteUrl(): string {
  return config.siteUrl ?? window.location.origin;
}

interface FakeWebsiteWarningProps {
  supportEmail: string;
  realSiteUrl: string;
}

export function FakeWebsiteWarning({ supportEmail, realSiteUrl }: FakeWebsiteWarningProps) {
  return (
    <Center mih="100vh" p="md" bg="red.0">
      <Stack maw={560} gap="lg" role="alert">
        <Title order={1} c="red.8" ta="center" fz={32}>
          <IconAlertOctagon
            size={36}
            style={{ verticalAlign: 'middle', marginRight: 8 }}
            aria-hidden="true"
          />
          {ERRORS_COPY.fakeWebsiteHeading}
        </Title>
        <Alert color="red" variant="light" radius="md">
          <Text fw={600} mb="sm">
            This page is showing Paydesk inside another website. It may be trying to steal your details.
          </Text>
          <List spacing="xs">
            <List.Item>Do not click anything or submit any information on this page.</List.Item>
            <List.Item>
              Report it by e-mail to <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor>.
            </List.Item>
            <List.Item>Leave this page now.</List.Item>
            <List.Item>
              Visit the real site at{' '}
              <Anchor href={realSiteUrl} target="_top" rel="noopener">
                {realSiteUrl}
              </Anchor>
              .
            </List.Item>
          </List>
        </Alert>
      </Stack>
    </Center>
  );
}
