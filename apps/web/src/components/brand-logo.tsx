import { Group, Text } from '@mantine/core';

/** The Paydesk mark and word; `inverse` for dark backgrounds. */
export function BrandLogo({ inverse = false, size = 30 }: { inverse?: boolean; size?: number }) {
  const ink = inverse ? 'var(--mantine-color-white)' : 'var(--mantine-color-brand-8)';
  return (
    <Group gap={10} wrap="nowrap" aria-label="Paydesk">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect
          width="32"
          height="32"
          rx="8"
          fill={inverse ? 'var(--mantine-color-white)' : 'var(--mantine-color-brand-7)'}
        />
        <path
          d="M10 23V9h7a5 5 0 0 1 0 10h-3.5v4z"
          fill={inverse ? 'var(--mantine-color-brand-8)' : '#fff'}
        />
      </svg>
      <Text component="span" fw={750} fz={size * 0.68} c={ink} style={{ letterSpacing: '-0.02em' }}>
        Paydesk
      </Text>
    </Group>
  );
}
