// On-demand pay bench (issue 13). Prints figures; never asserts. The daily earnings computation: earned to date,
// the access share and the headroom for BENCH_ON_DEMAND_EMPLOYEES (default 100,000) employees with mixed paydays,
// shares, cut-offs and stops, on one core (the arithmetic of apps/api/src/modules/on-demand/earned.ts, which the
// service runs per employee after reading its facts). Baseline from the same run: a bare loop of the same
// multiply-and-divide in plain integers with a fixed working-day count — the floor any implementation pays.
// Goal: 100,000 employees in < 10 s.
//
//   node --import tsx bench/on-demand.ts
import { pathToFileURL } from 'node:url';
import {
  addDays,
  earnedToDate,
  headroom,
  periodOf,
  requestMoney,
} from '../apps/api/src/modules/on-demand/earned.ts';
import { ratio } from './lib/baseline.ts';

const count = Number(process.env.BENCH_ON_DEMAND_EMPLOYEES ?? 100_000);

export interface OnDemandBench {
  employees: number;
  ms: number;
  perSecond: number;
  baselineMs: number;
  ofBaseline: string;
  checksum: number;
}

export function benchOnDemand(log = (l: string) => process.stdout.write(`${l}\n`)): OnDemandBench {
  const today = '2026-11-24';
  const people = Array.from({ length: count }, (_, i) => ({
    netPay: 5_000_000 + ((i * 7919) % 200) * 100_000,
    payday: [25, 28, 31, 15][i % 4]!,
    accessPercent: [50, 40, 60, 100][i % 4]!,
    cutOffDays: i % 5,
    stoppedOn: i % 97 === 0 ? addDays(today, -(i % 10)) : null,
    drawn: (i % 13) * 100_000,
  }));
  const fee = { feeType: 'flat' as const, feeValue: 10_000, feeBearer: 'employee' as const };

  let checksum = 0;
  const start = performance.now();
  for (const p of people) {
    const period = periodOf(today, p.payday);
    const e = earnedToDate({ ...p, period, today });
    const room = e.afterCutOff ? 0 : headroom(e.accessible, { drawn: p.drawn, employeeFees: 0, saved: 0 });
    checksum += room + requestMoney('withdrawal', 100_000, fee).fee;
  }
  const ms = performance.now() - start;

  let floor = 0;
  const baseStart = performance.now();
  for (const p of people) {
    const earned = Math.floor((p.netPay * 17) / 22);
    floor += Math.max(0, Math.floor((earned * p.accessPercent) / 100) - p.drawn);
  }
  const baselineMs = performance.now() - baseStart;
  const perSecond = Math.round(count / (ms / 1000));
  log(
    `on-demand earnings: ${count} employees in ${ms.toFixed(1)} ms (${perSecond.toLocaleString()}/s; goal < 10 s)`,
  );
  log(`baseline bare loop: ${baselineMs.toFixed(1)} ms (checksum ${floor})`);
  return {
    employees: count,
    ms,
    perSecond,
    baselineMs,
    ofBaseline: ratio(count / ms, count / baselineMs),
    checksum,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) benchOnDemand();
