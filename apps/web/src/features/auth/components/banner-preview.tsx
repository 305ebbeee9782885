// A glimpse of the dashboard on the banner: illustrative figures, hidden from assistive technology.
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatMinorAsNaira } from '@/lib/format/money.ts';

const BARS = [46, 62, 55, 74, 68, 88];

export function BannerPreview() {
  return (
    <Paper
      aria-hidden="true"
      p="lg"
      maw={420}
      radius="lg"
      style={{
        background: 'rgba(255,255,255,0.08)',
        border: '1px solid rgba(255,255,255,0.18)',
        backdropFilter: 'blur(6px)',
      }}
    >
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Text size="xs" c="brand.1" tt="uppercase" fw={600} style={{ letterSpacing: '0.06em' }}>
            Wallet balance
          </Text>
          <Text fz={26} fw={700} c="white">
            {formatMinorAsNaira(1_248_350_075)}
          </Text>
        </Stack>
        <Text size="xs" fw={600} c="brand.9" bg="brand.1" px={10} py={4} style={{ borderRadius: 999 }}>
          +12.4% this month
        </Text>
      </Group>
      <Group gap={8} align="flex-end" h={72} mt="lg">
        {BARS.map((height, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative list
            key={index}
            style={{
              flex: 1,
              height: `${height}%`,
              borderRadius: 6,
              background:
                index === BARS.length - 1 ? 'var(--mantine-color-brand-3)' : 'rgba(255,255,255,0.22)',
            }}
          />
        ))}
      </Group>
      <Group justify="space-between" mt="md">
        <Text size="xs" c="brand.1">
          March payroll · 48 employees
        </Text>
        <Text size="xs" c="white" fw={600}>
          Approved
        </Text>
      </Group>
    </Paper>
  );
}
