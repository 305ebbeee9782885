// The split layout of every logged-out screen: brand banner on the left (wide screens), the form on the right.
import { Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank, IconChecklist, IconCreditCard, IconUsersGroup } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { BrandLogo } from '@/components/brand-logo.tsx';
import { config } from '@/lib/config.ts';
import { BANNER_TAGLINE, SPEC_COPY } from '../copy.ts';
import classes from './auth-layout.module.css';
import { BannerPreview } from './banner-preview.tsx';

const CHIP_ICONS = [IconCreditCard, IconUsersGroup, IconBuildingBank, IconChecklist];

export function AuthLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div className={classes.root}>
      <Box component="aside" className={classes.banner} visibleFrom="md" aria-label="About Paydesk">
        <BrandLogo inverse />
        <Stack gap="lg" maw={480}>
          <Title order={1} fz={44} lh={1.1} c="white" style={{ letterSpacing: '-0.02em' }}>
            {SPEC_COPY.bannerHeading}
          </Title>
          <Text fz="lg" c="brand.1" lh={1.55}>
            {BANNER_TAGLINE}
          </Text>
          <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {SPEC_COPY.bannerChips.map((chip, index) => {
              const Icon = CHIP_ICONS[index] ?? IconChecklist;
              return (
                <li key={chip} className={classes.chip}>
                  <Icon size={16} aria-hidden="true" />
                  {chip}
                </li>
              );
            })}
          </Group>
        </Stack>
        <BannerPreview />
      </Box>
      <main className={classes.formSide}>
        <Box hiddenFrom="md">
          <BrandLogo />
        </Box>
        <div className={classes.formSlot}>{children ?? <Outlet />}</div>
        <Text size="xs" c="dimmed" ta="center">
          Need help? Write to{' '}
          <Anchor href={`mailto:${config.supportEmail}`} size="xs">
            {config.supportEmail}
          </Anchor>
        </Text>
      </main>
    </div>
  );
}
