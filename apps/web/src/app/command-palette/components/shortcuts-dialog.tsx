// `?`: the keyboard shortcuts of the signed-in app.
import { Group, Kbd, Table, Text } from '@mantine/core';
import { Modal } from '@/components/overlays.tsx';
import { SHORTCUTS } from '../logic/palette-model.ts';

export function ShortcutsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text component="span" fw={700} fz="lg">
          Keyboard shortcuts
        </Text>
      }
      data-testid="shortcuts-dialog"
    >
      <Table verticalSpacing="xs">
        <Table.Tbody>
          {SHORTCUTS.map((s) => (
            <Table.Tr key={s.label}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {s.keys.map((k, i) => (
                    <span key={k}>
                      {i > 0 && (
                        <Text component="span" size="xs" c="dimmed" mx={4}>
                          {s.keys[0] === 'g' ? 'then' : '+'}
                        </Text>
                      )}
                      <Kbd>{k}</Kbd>
                    </span>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{s.label}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="sm">
        Shortcuts do nothing while you type in a field.
      </Text>
    </Modal>
  );
}
