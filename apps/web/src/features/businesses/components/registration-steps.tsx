// A sub account's registration progress (spec §2.6, §4): company info, admin approval, email invite, each done
// or waiting.
import { Group, List, Text, ThemeIcon } from '@mantine/core';
import type { SubAccount } from '@paydesk/contracts';
import { IconCheck, IconClockHour4 } from '@tabler/icons-react';
import { SWITCHING_COPY as COPY } from '../copy.ts';
import { registrationSteps } from '../logic/sub-account-status.ts';

type Registration = Pick<SubAccount, 'isCompanyInfo' | 'isActive' | 'isEmailVerified'>;

export function RegistrationSteps({ sub }: { sub: Registration }) {
  return (
    <List spacing="md" center listStyleType="none" aria-label="Registration steps">
      {registrationSteps(sub).map(({ step, done }, index) => (
        <List.Item
          key={step}
          data-testid={`registration-step-${step}`}
          data-done={done}
          icon={
            <ThemeIcon
              color={done ? 'brand' : 'gray'}
              variant={done ? 'filled' : 'light'}
              radius="xl"
              size={28}
            >
              {done ? <IconCheck size={16} /> : <IconClockHour4 size={16} />}
            </ThemeIcon>
          }
        >
          <Group gap={6}>
            <Text fw={600}>
              {index + 1}. {COPY.steps[step]}
            </Text>
            <Text size="sm" c={done ? 'brand.8' : 'dimmed'}>
              {done ? 'Done' : 'Waiting'}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
