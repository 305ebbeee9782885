// The sidebar's entries, expanded: links and groups (only one group open; the active link's group opens).
// Used by the desktop sidebar and the mobile menu.
import { NavLink, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  activeGroupId,
  isLinkActive,
  type SidebarEntry,
  type SidebarGroup,
  type SidebarLink,
  type SidebarModel,
} from '../nav/sidebar-model.ts';
import { NavIcon } from './nav-icon.tsx';
import classes from './sidebar.module.css';

interface SidebarNavProps {
  model: SidebarModel;
  pathname: string;
  section: 'top' | 'bottom';
  onNavigate?: () => void;
  onPayrollFeatures: () => void;
}

export function useOpenGroup(model: SidebarModel, pathname: string) {
  const active = activeGroupId(model, pathname);
  const [open, setOpen] = useState<SidebarGroup['id'] | null>(active);
  // Navigating into another group's page opens that group (and so closes the other).
  useEffect(() => {
    if (active) setOpen(active);
  }, [active]);
  return [open, setOpen] as const;
}

function EntryLink({
  link,
  pathname,
  onNavigate,
}: {
  link: SidebarLink;
  pathname: string;
  onNavigate?: () => void;
}) {
  return (
    <NavLink
      component={Link}
      to={link.to}
      label={link.label}
      leftSection={<NavIcon name={link.icon} />}
      active={isLinkActive(link, pathname)}
      onClick={onNavigate}
      className={classes.link}
      data-dimmed={link.dimmed || undefined}
      data-testid={`nav-${link.id}`}
    />
  );
}

export function SidebarNav({ model, pathname, section, onNavigate, onPayrollFeatures }: SidebarNavProps) {
  const [openGroup, setOpenGroup] = useOpenGroup(model, pathname);
  const entries: SidebarEntry[] = model[section];
  return (
    <Stack gap={2}>
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <EntryLink key={entry.id} link={entry} pathname={pathname} onNavigate={onNavigate} />
        ) : (
          <NavLink
            key={entry.id}
            // A group opens and closes (aria-expanded): a button, not an <a> without href.
            component="button"
            type="button"
            label={entry.label}
            leftSection={<NavIcon name={entry.icon} />}
            opened={openGroup === entry.id}
            onChange={(opened) => {
              if (entry.showsPayrollFeatures) {
                onPayrollFeatures();
                return;
              }
              setOpenGroup(opened ? entry.id : null);
            }}
            childrenOffset={16}
            className={classes.link}
            data-dimmed={entry.dimmed || undefined}
            data-testid={`nav-group-${entry.id}`}
          >
            {entry.links.map((link) => (
              <EntryLink key={link.id} link={link} pathname={pathname} onNavigate={onNavigate} />
            ))}
          </NavLink>
        ),
      )}
    </Stack>
  );
}
