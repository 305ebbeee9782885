// The business type choice as two explained cards; the values are the spec's labels.
import { Group, Radio, Stack, Text } from '@mantine/core';
import type { BusinessType } from '@paydesk/contracts';
import { BUSINESS_TYPE_OPTIONS } from '../copy.ts';
import classes from './business-type-field.module.css';

interface BusinessTypeFieldProps {
  value: BusinessType | undefined;
  onChange: (value: BusinessType) => void;
  error?: string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function BusinessTypeField({ value, onChange, error }: BusinessTypeFieldProps) {
  return (
    <Radio.Group
      label="Business type"
      withAsterisk
      value={value ?? null}
      onChange={(next) => onChange(next as BusinessType)}
      error={error}
    >
      <Stack gap="sm" mt={8}>
        {BUSINESS_TYPE_OPTIONS.map((option) => (
          <Radio.Card key={option.value} value={option.value} className={classes.card}>
            <Group wrap="nowrap" align="flex-start" gap="md">
              <Radio.Indicator mt={2} />
              <div>
                <Text fw={600} size="sm">
                  {capitalise(option.value)}
                </Text>
                <Text size="xs" c="dimmed" mt={2}>
                  {option.description}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
