// Payroll configuration has its own layout (spec §2.3): a focused header with its sections as tabs.
import { ActionIcon, Box, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { AccountSummary } from './account-summary.tsx';

const BASE = '/payroll-configuration';
const SECTIONS = [
  { path: 'pay-schedule', label: 'Pay Schedule' },
  { path: 'pay-groups', label: 'Pay Groups' },
  { path: 'pay-structure', label: 'Pay Structure' },
  { path: 'benefits', label: 'Benefits' },
  { path: 'allowances', label: 'Allowances' },
  { path: 'remittance-parties', label: 'Remittance Parties' },
  { path: 'public-holidays', label: 'Public Holidays' },
  { path: 'payslips', label: 'Payslips' },
];

export function PayrollConfigurationLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = SECTIONS.find((section) => pathname.startsWith(`${BASE}/${section.path}`))?.path ?? null;
  return (
    <Box mih="100vh" bg="gray.0">
      <Box bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="xl" py="md">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <ActionIcon
                component={Link}
                to="/payroll"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label="Back to payroll"
              >
                <IconArrowLeft size={20} />
              </ActionIcon>
              <div>
                <Title order={1} fz={20}>
                  Payroll Configuration
                </Title>
                <Text size="xs" c="dimmed">
                  Schedules, groups, structures and deductions used by every payroll run
                </Text>
              </div>
            </Group>
            <Group gap="md" wrap="nowrap">
              <AccountSummary />
              <LogoutButton />
            </Group>
          </Group>
          <Tabs value={active} onChange={(value) => value && navigate(`${BASE}/${value}`)} mt="md">
            <Tabs.List>
              {SECTIONS.map((section) => (
                <Tabs.Tab key={section.path} value={section.path}>
                  {section.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </Container>
      </Box>
      <Container size="xl" py="xl">
        <Outlet />
      </Container>
    </Box>
  );
}
