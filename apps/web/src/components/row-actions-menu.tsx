// The '…' menu of a table row (a person, an employee, a group): the actions the signed-in member may take on it.
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface RowAction {
  key: string;
  label: string;
  icon: ReactNode;
  danger?: boolean;
  to?: string;
  onClick?: () => void;
}

export function RowActionsMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={label}
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      {/* The dropdown is in a portal, but React bubbles its clicks to the row: a row that opens on click must not
          open when an action (Delete) is chosen. */}
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {actions.map((action) =>
          action.to ? (
            <Menu.Item key={action.key} component={Link} to={action.to} leftSection={action.icon}>
              {action.label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={action.key}
              color={action.danger ? 'red' : undefined}
              leftSection={action.icon}
              onClick={action.onClick}
            >
              {action.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
