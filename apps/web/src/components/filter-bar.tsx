// FilterBar: a list's filters as a row of inputs on wide screens, behind one 'Filters' button (a drawer) on phones.
import { Button, Group, SimpleGrid, type SimpleGridProps, Stack, Text } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useViewport } from '../lib/viewport.ts';
import { Drawer } from './overlays.tsx';

export const FILTER_BAR_COPY = {
  filters: 'Filters',
  filtersActive: (count: number) => `Filters (${count})`,
  done: 'Show results',
} as const;

/** Phones: below Mantine's `sm` breakpoint (48em). */

interface FilterBarProps {
  /** The filter inputs. */
  children: ReactNode;
  /** Actions that stay in view on phones too (clear, export). */
  actions?: ReactNode;
  /** How many filters are set, shown on the phone button. */
  activeCount: number;
  cols?: SimpleGridProps['cols'];
}

export function FilterBar({ children, actions, activeCount, cols }: FilterBarProps) {
  const phone = useViewport('phone');
  const [open, setOpen] = useState(false);
  if (!phone)
    return (
      <SimpleGrid cols={cols ?? { base: 2, md: 3, xl: 6 }} spacing="sm" verticalSpacing="sm">
        {children}
        {actions && (
          <Group style={{ gridColumn: '1 / -1' }} justify="flex-end">
            {actions}
          </Group>
        )}
      </SimpleGrid>
    );
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Button
          variant={activeCount > 0 ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={16} />}
          onClick={() => setOpen(true)}
          size="sm"
          data-testid="filters-button"
        >
          {activeCount > 0 ? FILTER_BAR_COPY.filtersActive(activeCount) : FILTER_BAR_COPY.filters}
        </Button>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {/* Kept mounted while closed: the inputs keep what was typed, and the search box sends a search still waiting on its debounce as the drawer hides. */}
      <Drawer
        opened={open}
        onClose={() => setOpen(false)}
        title={
          <Text component="span" fw={700} fz="lg">
            {FILTER_BAR_COPY.filters}
          </Text>
        }
        position="right"
        keepMounted
      >
        <Stack gap="sm">
          {children}
          <Button mt="sm" onClick={() => setOpen(false)}>
            {FILTER_BAR_COPY.done}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
