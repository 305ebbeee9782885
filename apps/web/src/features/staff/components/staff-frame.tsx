// The employee app's own frame: phone-first (one column, at most 480 px), a slim top bar, no business shell.
import { Box, Group, Paper, Text } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { STAFF_COPY } from '../copy.ts';

export function StaffFrame({ children, actions }: { children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Paper component="header" radius={0} px="md" py="sm" bg="teal.8">
        <Group justify="space-between" maw={480} mx="auto">
          <Group gap={8}>
            <IconWallet size={20} color="white" aria-hidden />
            <Text fw={800} c="white">
              {STAFF_COPY.brand}
            </Text>
          </Group>
          {actions}
        </Group>
      </Paper>
      <Box component="main" maw={480} mx="auto" p="md">
        {children}
      </Box>
    </Box>
  );
}
