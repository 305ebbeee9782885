// Members and Roles, the two pages of team management, as tabs that are links.
import { Tabs } from '@mantine/core';
import { useNavigate } from 'react-router';
import { TEAM_COPY as COPY } from '../copy.ts';

export const TEAM_ROUTES = {
  members: '/settings/team-management',
  roles: '/settings/team-management/roles',
  createRole: '/settings/team-management/roles/create/details',
  createRolePermissions: '/settings/team-management/roles/create/permissions',
  editRole: (id: string) => `/settings/team-management/roles/edit/${id}/details`,
  editRolePermissions: (id: string) => `/settings/team-management/roles/edit/${id}/permissions`,
} as const;

export function TeamTabs({ active }: { active: 'members' | 'roles' }) {
  const navigate = useNavigate();
  return (
    <Tabs value={active} onChange={(value) => value && navigate(TEAM_ROUTES[value as 'members' | 'roles'])}>
      <Tabs.List>
        <Tabs.Tab value="members">{COPY.tabs.members}</Tabs.Tab>
        <Tabs.Tab value="roles">{COPY.tabs.roles}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
