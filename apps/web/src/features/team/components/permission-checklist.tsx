// The permission catalogue as grouped checkboxes; a group's box selects all of it. Owner-only permissions and
// permissions the member does not hold cannot be chosen (the server refuses them too).
import { Badge, Checkbox, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { Permission } from '@paydesk/contracts';
import { ROLES_COPY as COPY } from '../copy.ts';
import { togglePermissions } from '../logic/role-draft.ts';

interface Catalogue {
  groups: { key: string; label: string; permissions: { key: string; label: string }[] }[];
  ownerOnly: string[];
}

interface PermissionChecklistProps {
  catalogue: Catalogue;
  chosen: string[];
  mine: ReadonlySet<Permission>;
  onChange: (chosen: string[]) => void;
}

export function PermissionChecklist({ catalogue, chosen, mine, onChange }: PermissionChecklistProps) {
  const grantable = (key: string) => !catalogue.ownerOnly.includes(key) && mine.has(key as Permission);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
      {catalogue.groups.map((group) => {
        const keys = group.permissions.map((p) => p.key).filter(grantable);
        const on = keys.filter((k) => chosen.includes(k)).length;
        return (
          <Stack
            key={group.key}
            gap="xs"
            p="md"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 12 }}
            data-testid={`permission-group-${group.key}`}
          >
            <Checkbox
              label={
                <Text fw={700} size="sm">
                  {group.label}
                </Text>
              }
              checked={keys.length > 0 && on === keys.length}
              indeterminate={on > 0 && on < keys.length}
              disabled={keys.length === 0}
              onChange={(event) => onChange(togglePermissions(chosen, keys, event.currentTarget.checked))}
              aria-label={`${COPY.selectAll}: ${group.label}`}
            />
            <Stack gap={6} pl="lg">
              {group.permissions.map((permission) => {
                const ownerOnly = catalogue.ownerOnly.includes(permission.key);
                const allowed = grantable(permission.key);
                const box = (
                  <Checkbox
                    key={permission.key}
                    size="sm"
                    value={permission.key}
                    label={
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm">{permission.label}</Text>
                        {ownerOnly && (
                          <Badge size="xs" variant="light" color="gray" tt="none" style={{ flexShrink: 0 }}>
                            {COPY.ownerOnly}
                          </Badge>
                        )}
                      </Group>
                    }
                    checked={chosen.includes(permission.key)}
                    disabled={!allowed}
                    onChange={(event) =>
                      onChange(togglePermissions(chosen, [permission.key], event.currentTarget.checked))
                    }
                    data-permission={permission.key}
                  />
                );
                return allowed || ownerOnly ? (
                  <div key={permission.key}>{box}</div>
                ) : (
                  <Tooltip key={permission.key} label={COPY.notYours} position="top-start" withArrow>
                    <div>{box}</div>
                  </Tooltip>
                );
              })}
            </Stack>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
