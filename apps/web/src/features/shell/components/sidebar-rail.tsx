// The collapsed sidebar (60px): icons with their names as tooltips; a group opens its links in a menu.
import { Menu, Stack, Tooltip, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { isLinkActive, type SidebarEntry, type SidebarModel } from '../nav/sidebar-model.ts';
import { NavIcon } from './nav-icon.tsx';
import classes from './sidebar.module.css';

interface SidebarRailProps {
  model: SidebarModel;
  pathname: string;
  section: 'top' | 'bottom';
  onPayrollFeatures: () => void;
}

function RailEntry({
  entry,
  pathname,
  onPayrollFeatures,
}: { entry: SidebarEntry } & Omit<SidebarRailProps, 'model' | 'section'>) {
  if (entry.kind === 'link') {
    const active = isLinkActive(entry, pathname);
    return (
      <Tooltip label={entry.label} position="right" withArrow>
        <UnstyledButton
          component={Link}
          to={entry.to}
          aria-label={entry.label}
          aria-current={active ? 'page' : undefined}
          className={classes.iconLink}
          data-active={active || undefined}
          data-dimmed={entry.dimmed || undefined}
          data-testid={`nav-${entry.id}`}
        >
          <NavIcon name={entry.icon} />
        </UnstyledButton>
      </Tooltip>
    );
  }
  const active = entry.links.some((link) => isLinkActive(link, pathname));
  const trigger = (
    <UnstyledButton
      aria-label={entry.label}
      className={classes.iconLink}
      data-active={active || undefined}
      data-dimmed={entry.dimmed || undefined}
      data-testid={`nav-group-${entry.id}`}
      onClick={entry.showsPayrollFeatures ? onPayrollFeatures : undefined}
    >
      <NavIcon name={entry.icon} />
    </UnstyledButton>
  );
  if (entry.showsPayrollFeatures) {
    return (
      <Tooltip label={entry.label} position="right" withArrow>
        {trigger}
      </Tooltip>
    );
  }
  return (
    <Menu position="right-start" offset={12} withArrow shadow="md" trigger="click-hover" openDelay={80}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{entry.label}</Menu.Label>
        {entry.links.map((link) => (
          <Menu.Item
            key={link.id}
            component={Link}
            to={link.to}
            leftSection={<NavIcon name={link.icon} size={16} />}
            style={link.dimmed ? { opacity: 0.4 } : undefined}
            fw={isLinkActive(link, pathname) ? 700 : undefined}
          >
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function SidebarRail({ model, pathname, section, onPayrollFeatures }: SidebarRailProps) {
  return (
    <Stack gap={4} align="center">
      {model[section].map((entry) => (
        <RailEntry key={entry.id} entry={entry} pathname={pathname} onPayrollFeatures={onPayrollFeatures} />
      ))}
    </Stack>
  );
}
