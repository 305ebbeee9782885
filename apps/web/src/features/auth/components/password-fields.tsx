// New password + confirmation, with the rules shown live as the user types.
import { List, PasswordInput, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { PASSWORD_RULES } from '../schemas.ts';

interface PasswordPair {
  password: string;
  password_confirmation: string;
}

interface PasswordFieldsProps<T extends PasswordPair> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  password: string;
  confirmation: string;
  passwordLabel?: string;
}

export function PasswordFields<T extends PasswordPair>({
  register,
  errors,
  password,
  confirmation,
  passwordLabel = 'New password',
}: PasswordFieldsProps<T>) {
  // The generic form type hides the two field names from TypeScript; they are required by PasswordPair.
  const reg = register as unknown as UseFormRegister<PasswordPair>;
  const errs = errors as FieldErrors<PasswordPair>;
  const rules = [
    ...PASSWORD_RULES.map((rule) => ({ label: rule.label, met: rule.test(password) })),
    { label: 'Both passwords match', met: password.length > 0 && password === confirmation },
  ];
  return (
    <Stack gap="md">
      <PasswordInput
        label={passwordLabel}
        autoComplete="new-password"
        withAsterisk
        error={errs.password?.message}
        {...reg('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        withAsterisk
        error={errs.password_confirmation?.message}
        {...reg('password_confirmation')}
      />
      <Stack gap={6} aria-live="polite">
        <Text size="xs" fw={600} c="dimmed">
          Your password needs
        </Text>
        <List spacing={4} size="sm" center>
          {rules.map((rule) => (
            <List.Item
              key={rule.label}
              icon={
                <ThemeIcon
                  size={18}
                  radius="xl"
                  color={rule.met ? 'brand' : 'gray'}
                  variant={rule.met ? 'filled' : 'light'}
                >
                  {rule.met ? <IconCheck size={12} /> : <IconPoint size={12} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" c={rule.met ? 'brand.8' : 'dimmed'}>
                {rule.label}
                <VisuallyHidden>{rule.met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
              </Text>
            </List.Item>
          ))}
        </List>
        <Text size="xs" c="dimmed">
          Common passwords (like “password123”) are refused.
        </Text>
      </Stack>
    </Stack>
  );
}
