// The profile dropdown (spec §2.6): business logo or initials, company name, member's name; View Profile,
// Switch business (only with sub-account access), Support (mail draft), Blog (new tab), Logout, Privacy and Terms.
import { Anchor, Avatar, Box, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconArticle,
  IconChevronDown,
  IconLifebuoy,
  IconLogout,
  IconSwitch,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { config } from '@/lib/config.ts';
import { initials } from '@/lib/format/text.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { PROFILE_MENU_COPY as COPY } from '../copy.ts';
import classes from './header.module.css';

export const PROFILE_PATH = '/settings/profile';

/** The business's logo when it has one (Settings › Company Details), else its initials. */
export function BusinessAvatar({ size = 36 }: { size?: number }) {
  const companyName = useSessionStore((state) => state.employer?.companyName ?? '');
  // The business logo when the company has one (spec §2.6), its initials otherwise.
  const logo = useSessionStore((state) => state.company?.businessLogo ?? null);
  return (
    <Avatar src={logo} color="brand" variant="filled" radius="xl" size={size} aria-hidden="true">
      {initials(companyName).slice(0, 2) || '?'}
    </Avatar>
  );
}

/** The member's profile photo when they uploaded one (Settings › Profile), else their initials. */
export function MemberAvatar({ size = 28 }: { size?: number }) {
  const employer = useSessionStore((state) => state.employer);
  const name = [employer?.firstName, employer?.lastName].filter(Boolean).join(' ');
  return (
    <Avatar
      src={employer?.photoUrl ?? null}
      radius="xl"
      size={size}
      color="gray"
      alt=""
      data-testid="member-photo"
      data-has-photo={employer?.photoUrl ? 'true' : 'false'}
    >
      {initials(name).slice(0, 2) || '?'}
    </Avatar>
  );
}

interface ProfileMenuProps {
  onLogout: () => void;
  /** Present only when sub-account access exists (spec §6). */
  onSwitchBusiness?: (() => void) | undefined;
}

export function ProfileMenu({ onLogout, onSwitchBusiness }: ProfileMenuProps) {
  const employer = useSessionStore((state) => state.employer);
  const companyName = employer?.companyName ?? '';
  const memberName = [employer?.firstName, employer?.lastName].filter(Boolean).join(' ');

  return (
    <Menu position="bottom-end" width={260} shadow="lg" radius="md" withinPortal>
      <Menu.Target>
        {/* Named by what it shows (the business and the member, label-in-name) and then what it does. */}
        <UnstyledButton className={classes.profileTrigger}>
          <BusinessAvatar />
          <Stack gap={0} visibleFrom="lg" maw={180}>
            <Text size="sm" fw={600} truncate lh={1.3} data-testid="company-name">
              {companyName}
            </Text>
            <Text size="xs" c="dimmed" truncate lh={1.3} data-testid="member-name">
              {memberName}
            </Text>
          </Stack>
          <VisuallyHidden>{COPY.openProfileMenu}</VisuallyHidden>
          <IconChevronDown size={16} color="var(--mantine-color-gray-6)" aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown data-testid="profile-menu">
        <Group gap="sm" p="sm" wrap="nowrap">
          <BusinessAvatar size={42} />
          <Box miw={0}>
            <Text fw={700} truncate>
              {companyName}
            </Text>
            <Group gap={6} wrap="nowrap" mt={2}>
              <MemberAvatar size={22} />
              <Text size="sm" c="dimmed" truncate>
                {memberName}
              </Text>
            </Group>
          </Box>
        </Group>
        <Menu.Divider />
        <Menu.Item component={Link} to={PROFILE_PATH} leftSection={<IconUser size={16} />}>
          {COPY.viewProfile}
        </Menu.Item>
        {onSwitchBusiness && (
          <Menu.Item leftSection={<IconSwitch size={16} />} onClick={onSwitchBusiness}>
            {COPY.switchBusiness}
          </Menu.Item>
        )}
        <Menu.Item
          component="a"
          href={`mailto:${config.supportEmail}`}
          leftSection={<IconLifebuoy size={16} />}
        >
          {COPY.support}
        </Menu.Item>
        <Menu.Item
          component="a"
          href={config.blogUrl}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconArticle size={16} />}
        >
          {COPY.blog}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {COPY.logout}
        </Menu.Item>
        <Group gap="md" px="sm" py={8} justify="center">
          <Anchor href={config.privacyUrl} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
            {COPY.privacy}
          </Anchor>
          <Anchor href={config.termsUrl} target="_blank" rel="noopener noreferrer" size="xs" c="dimmed">
            {COPY.terms}
          </Anchor>
        </Group>
      </Menu.Dropdown>
    </Menu>
  );
}
