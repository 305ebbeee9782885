// The settings sub-navigation beside every settings page: a column of links on desktop, a page picker on phones
// (the mobile menu lists the same pages under Settings).
import { Box, NavLink, Paper, Select, Stack, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { SETTINGS_NAV_LABELS as L } from '../copy.ts';
import { isSettingsPageActive, type SettingsPage } from '../nav/settings-pages.ts';
import { useSettingsPages } from '../nav/use-settings-pages.ts';
import classes from './sidebar.module.css';

export function SettingsNavLinks({
  pages,
  pathname,
  onNavigate,
}: {
  pages: SettingsPage[];
  pathname: string;
  onNavigate?: () => void;
}) {
  return pages.map((page) => (
    <NavLink
      key={page.to}
      component={Link}
      to={page.to}
      label={page.label}
      active={isSettingsPageActive(page, pathname)}
      aria-current={isSettingsPageActive(page, pathname) ? 'page' : undefined}
      onClick={onNavigate}
      className={classes.link}
    />
  ));
}

export function SettingsNav() {
  const pages = useSettingsPages();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = pages.find((page) => isSettingsPageActive(page, pathname));
  return (
    <>
      <Paper component="nav" aria-label={L.navigation} visibleFrom="md" withBorder p="xs" w={230}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
          {L.title}
        </Text>
        <Stack gap={2}>
          <SettingsNavLinks pages={pages} pathname={pathname} />
        </Stack>
      </Paper>
      <Box hiddenFrom="md" component="nav" aria-label={L.navigation}>
        <Select
          label={L.section}
          data={pages.map((page) => ({ value: page.to, label: page.label }))}
          value={active?.to ?? null}
          onChange={(to) => to && navigate(to)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
      </Box>
    </>
  );
}
