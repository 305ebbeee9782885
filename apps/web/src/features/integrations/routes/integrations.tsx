// /settings/integrations (employer only): two cards, API keys and Webhooks, each leading to its page.
import { Anchor, Button, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconKey, IconWebhook } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import { INTEGRATIONS_COPY as COPY, INTEGRATIONS_ROUTES as ROUTES } from '../copy.ts';

const CARDS = [
  { ...COPY.apiKeysCard, to: ROUTES.apiKeys, icon: IconKey, testId: 'integration-api-keys' },
  { ...COPY.webhooksCard, to: ROUTES.webhooks, icon: IconWebhook, testId: 'integration-webhooks' },
];

export function Component() {
  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {CARDS.map((card) => (
          <Card key={card.to} withBorder radius="lg" p="lg" data-testid={card.testId}>
            <Stack gap="sm" h="100%">
              <ThemeIcon size={44} radius="md" variant="light">
                <card.icon size={24} />
              </ThemeIcon>
              <Title order={2} fz="lg">
                {card.title}
              </Title>
              <Text c="dimmed" size="sm" style={{ flexGrow: 1 }}>
                {card.body}
              </Text>
              <Button component={Link} to={card.to} variant="light" style={{ alignSelf: 'flex-start' }}>
                {card.action}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Anchor href={ROUTES.docs} target="_blank" rel="noopener" size="sm">
        {COPY.docsLink}
      </Anchor>
    </Stack>
  );
}
