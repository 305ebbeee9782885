// The info icon of sub-pages (spec §2.6): a focusable icon whose tooltip explains the field or section.
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

interface InfoTooltipProps {
  label: React.ReactNode;
  /** What the icon is about, for screen readers ("About pay groups"). */
  ariaLabel?: string;
}

export function InfoTooltip({ label, ariaLabel = 'More information' }: InfoTooltipProps) {
  return (
    <Tooltip label={label} multiline maw={280} withArrow events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon variant="subtle" color="gray" size="sm" radius="xl" aria-label={ariaLabel}>
        <IconInfoCircle size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
