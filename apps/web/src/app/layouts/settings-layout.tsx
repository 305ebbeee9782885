// Every settings page sits beside the settings sub-navigation (issue 17: team, roles, limits and administrators
// had no link anywhere).
import { Box, Flex } from '@mantine/core';
import { Outlet } from 'react-router';
import { SettingsNav } from '../../features/shell/components/settings-nav.tsx';

export function SettingsLayout() {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: 'md', md: 'xl' }} align="flex-start">
      <Box style={{ flexShrink: 0 }} w={{ base: '100%', md: 'auto' }} pos={{ md: 'sticky' }} top={88}>
        <SettingsNav />
      </Box>
      <Box miw={0} style={{ flex: 1 }} w="100%">
        <Outlet />
      </Box>
    </Flex>
  );
}
