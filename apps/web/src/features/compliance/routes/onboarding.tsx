// /compliance/onboarding: why Paydesk verifies businesses, what each business type needs, and the way in — or back
// to where the verification stands.
import {
  Button,
  Card,
  Center,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useProgress } from '../api/progress-query.ts';
import { CompliancePage } from '../components/compliance-page.tsx';
import { BUSINESS_TYPE_CHOICES, COMPLIANCE_COPY, typeLabel } from '../copy.ts';
import { COMPLIANCE_ROUTES, flowPath } from '../paths.ts';

export function Component() {
  const { data, isPending } = useProgress();
  const action =
    !data || data.status === 'not_started' || !data.businessType
      ? { to: COMPLIANCE_ROUTES.selectBusinessType, label: COMPLIANCE_COPY.start }
      : data.status === 'draft'
        ? { to: flowPath(data.businessType), label: COMPLIANCE_COPY.continue }
        : { to: COMPLIANCE_ROUTES.status, label: COMPLIANCE_COPY.viewStatus };
  return (
    <CompliancePage title={COMPLIANCE_COPY.onboardingTitle}>
      <Card withBorder radius="lg" p="xl">
        <Stack gap="lg">
          <Group wrap="nowrap" align="flex-start">
            <ThemeIcon size={52} radius="xl" variant="light">
              <IconShieldCheck size={28} />
            </ThemeIcon>
            <Text maw={620}>{COMPLIANCE_COPY.onboardingIntro}</Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {BUSINESS_TYPE_CHOICES.map((choice) => (
              <Card key={choice.value} bg="gray.0" radius="md" p="lg">
                <Title order={3} fz="md" mb={4}>
                  {typeLabel(choice.value)}
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  {choice.description}
                </Text>
                <List size="sm" spacing={4}>
                  {choice.needs.map((need) => (
                    <List.Item key={need}>{need}</List.Item>
                  ))}
                </List>
              </Card>
            ))}
          </SimpleGrid>
          {isPending ? (
            <Center>
              <Loader size="sm" />
            </Center>
          ) : (
            <Button component={Link} to={action.to} size="md" style={{ alignSelf: 'flex-start' }}>
              {action.label}
            </Button>
          )}
        </Stack>
      </Card>
    </CompliancePage>
  );
}
