// Yield: opt in (accepting the terms) or out, what was earned, and the report by days, weeks or months as a chart.

import {
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { YIELD_DISPLAY_TYPES, YIELD_REPORT_DEFAULT_DISPLAY, type YieldDisplayType } from '@paydesk/contracts';
import { IconPigMoney } from '@tabler/icons-react';
import { useState } from 'react';
import { LazyBarChart as BarChart } from '@/components/charts/lazy-bar-chart.tsx';
import { showToast } from '@/components/toast.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useOptInOut, useYieldBalance, useYieldReport, useYieldSettings } from '../api/yield.ts';
import { WALLETS_COPY as COPY } from '../copy.ts';

const percent = (bps: number) => `${(bps / 100).toFixed(bps % 100 ? 2 : 0)}%`;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </div>
  );
}

export function YieldPanel({ canManage }: { canManage: boolean }) {
  const settings = useYieldSettings();
  const balance = useYieldBalance();
  const [display, setDisplay] = useState<YieldDisplayType>(YIELD_REPORT_DEFAULT_DISPLAY);
  const report = useYieldReport(display);
  const opt = useOptInOut();
  const [accepted, setAccepted] = useState(false);
  const y = COPY.yield;
  if (!settings.data) return null;
  const optedIn = settings.data.optedIn;
  const data = [...(report.data?.docs ?? [])]
    .reverse()
    .map((r) => ({ period: r.label, Yield: r.amount / 100 }));

  return (
    <Paper p="lg" withBorder data-testid="yield-panel">
      <Stack gap="md">
        <Group gap="xs">
          <IconPigMoney size={22} />
          <Title order={3} fz="lg">
            {optedIn ? y.optedIn : y.title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {y.rate(percent(settings.data.annualRateBps), formatMinorAsNaira(settings.data.minimumBalance))}
        </Text>
        {optedIn ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Stat label={y.totalEarned} value={formatMinorAsNaira(balance.data?.totalEarned ?? 0)} />
              <Stat label={y.thisMonth} value={formatMinorAsNaira(balance.data?.earnedThisMonth ?? 0)} />
              <Stat label={y.eligible} value={formatMinorAsNaira(balance.data?.eligibleBalance ?? 0)} />
            </SimpleGrid>
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>{y.reportTitle}</Text>
              <SegmentedControl
                size="xs"
                value={display}
                onChange={(v) => setDisplay(v as YieldDisplayType)}
                data={YIELD_DISPLAY_TYPES.map((d) => ({ value: d, label: y.display[d] }))}
              />
            </Group>
            {data.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="yield-empty">
                {y.noReport}
              </Text>
            ) : (
              <BarChart
                h={220}
                data={data}
                dataKey="period"
                series={[{ name: 'Yield', color: 'brand.6' }]}
                valueFormatter={(v) => formatMinorAsNaira(Math.round(v * 100))}
                maxBarWidth={48}
                gridAxis="y"
                tickLine="none"
                data-testid="yield-chart"
                aria-label="Yield by period"
              />
            )}
            {canManage && (
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  loading={opt.isPending}
                  onClick={() =>
                    opt.mutate(
                      { optIn: false },
                      { onSuccess: () => showToast({ kind: 'success', message: y.optedOutToast }) },
                    )
                  }
                >
                  {y.optOut}
                </Button>
              </Group>
            )}
          </>
        ) : (
          canManage && (
            <>
              <Checkbox
                label={y.terms}
                checked={accepted}
                onChange={(e) => setAccepted(e.currentTarget.checked)}
              />
              <Group>
                <Button
                  disabled={!accepted}
                  loading={opt.isPending}
                  onClick={() =>
                    opt.mutate(
                      { optIn: true, acceptTerms: true },
                      { onSuccess: () => showToast({ kind: 'success', message: y.optedInToast }) },
                    )
                  }
                >
                  {y.optIn}
                </Button>
              </Group>
            </>
          )
        )}
      </Stack>
    </Paper>
  );
}
