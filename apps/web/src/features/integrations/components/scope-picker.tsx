// The scopes of a key as grouped checkboxes, grouped as the role permissions page groups the catalogue; a group's
// box selects all of it.
import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { API_KEY_SCOPE_GROUPS, type ApiKeyScope } from '@paydesk/contracts';
import { API_KEY_FORM_COPY as COPY } from '../copy.ts';

const toggle = (chosen: ApiKeyScope[], keys: ApiKeyScope[], on: boolean): ApiKeyScope[] =>
  on ? [...new Set([...chosen, ...keys])] : chosen.filter((k) => !keys.includes(k));

export function ScopePicker({
  value,
  onChange,
  error,
  disabled = false,
}: {
  value: ApiKeyScope[];
  onChange: (scopes: ApiKeyScope[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  return (
    <Stack gap="xs">
      <div>
        <Text fw={600} size="sm">
          {COPY.scopes}
        </Text>
        <Text size="xs" c="dimmed">
          {COPY.scopesHint}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
        {API_KEY_SCOPE_GROUPS.map((group) => {
          const keys = group.scopes.map((s) => s.key);
          const on = keys.filter((k) => value.includes(k)).length;
          return (
            <Stack
              key={group.label}
              gap="xs"
              p="md"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12 }}
              data-testid={`scope-group-${group.label}`}
            >
              <Checkbox
                label={
                  <Text fw={700} size="sm">
                    {group.label}
                  </Text>
                }
                checked={on === keys.length}
                indeterminate={on > 0 && on < keys.length}
                disabled={disabled}
                onChange={(event) => onChange(toggle(value, keys, event.currentTarget.checked))}
                aria-label={`${COPY.selectAll}: ${group.label}`}
              />
              <Stack gap={6} pl="lg">
                {group.scopes.map((scope) => (
                  <Checkbox
                    key={scope.key}
                    size="sm"
                    label={scope.description}
                    checked={value.includes(scope.key)}
                    disabled={disabled}
                    onChange={(event) => onChange(toggle(value, [scope.key], event.currentTarget.checked))}
                    data-scope={scope.key}
                  />
                ))}
              </Stack>
            </Stack>
          );
        })}
      </SimpleGrid>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
