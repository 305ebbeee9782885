// Spec §4 rules 5 and 6: payroll and on-demand pages first show what the product does and how to start; finishing
// it is remembered for this employer, and the page asked for opens.
import { Button, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoins, IconReceipt2 } from '@tabler/icons-react';
import type { OnboardingProduct } from '@/lib/storage/feature-access.ts';
import { useProductOnboarding } from '@/lib/storage/product-onboarding-store.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { ONBOARDING_COPY } from '../copy.ts';

export function ProductOnboardingPage({ product }: { product: OnboardingProduct }) {
  const copy = ONBOARDING_COPY[product];
  const employerId = useSessionStore((state) => state.employer?.selectedCompanyId);
  const complete = useProductOnboarding((state) => state.complete);
  return (
    <Card withBorder radius="lg" p="xl" maw={680} mx="auto" mt="xl" data-testid={`${product}-onboarding`}>
      <Stack gap="md">
        <ThemeIcon size={52} radius="xl" variant="light">
          {product === 'payroll' ? <IconReceipt2 size={26} /> : <IconCoins size={26} />}
        </ThemeIcon>
        <Title order={2}>{copy.title}</Title>
        <Text c="dimmed">{copy.intro}</Text>
        <List type="ordered" spacing="xs">
          {copy.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
        <Button
          size="md"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => employerId && complete(employerId, product)}
        >
          {copy.action}
        </Button>
      </Stack>
    </Card>
  );
}
