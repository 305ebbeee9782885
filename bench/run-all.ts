// Every bench, one after the other, then one summary table. Prints figures; never asserts. HTTP figures come with
// a bare Fastify hello world measured in the same run, the ledger with plain PostgreSQL inserts.
//   npm run bench            (from the root: npm run bench -w @paydesk/bench)
//   BENCH_SIZES=10,10000,100000,1000000 npm run bench    (the wallet reads at bigger businesses; minutes more)
import { median, ratio } from './lib/baseline.ts';
import { benchLogin, formatLoginTable } from './login.ts';
import { benchPaymentsBulk } from './payments-bulk.ts';
import { benchPayoutLatency } from './payout-latency.ts';
import { benchPayrollEngine } from './payroll-engine.ts';
import { benchStart, formatStartTable } from './start.ts';
import { benchDashboard, benchLedger, formatDashboardTable } from './wallets.ts';

const ms = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '–' : `${Math.round(n)} ms`);

const start = await benchStart();
process.stdout.write(`\nCold start (node scripts/start.mjs, SKIP_WEB_BUILD=1)\n${formatStartTable(start)}\n`);

const login = await benchLogin();
process.stdout.write(`\nLogin stages (autocannon)\n${formatLoginTable(login)}\n`);

process.stdout.write('\nPayroll engine (pure, one core)\n');
const payroll = benchPayrollEngine();

process.stdout.write('\nLedger postings (pool of 10 connections)\n');
const ledger = await benchLedger();
process.stdout.write('\nBulk transfers (BENCH_LINES, default 10,000; pool of 10)\n');
await benchPaymentsBulk();
process.stdout.write('\nSettlement → salary line paid (BENCH_PAYOUT_EMPLOYEES, default 1,000; pool of 10)\n');
const payout = await benchPayoutLatency();
process.stdout.write('\nWallet reads under autocannon, by business size\n');
const wallet = await benchDashboard();
process.stdout.write(`\n${formatDashboardTable(wallet)}\n`);

const fresh = start.runs.find((r) => r.kind === 'fresh data dir');
const reused = start.runs.filter((r) => r.kind === 'reused data dir');
const firstPage = (r: { login?: number; health?: number } | undefined) =>
  start.webBuilt ? r?.login : r?.health;
const row = (name: string, n: number) => login.rows.find((r) => r.name === name && r.connections === n);
const s1 = row('login stage 1 (password)', 1);
const s2 = row('login stage 2 (code)', 1);
const s1c = login.rows.find((r) => r.name === 'login stage 1 (password)' && r.connections > 1);
const s2c = login.rows.find((r) => r.name === 'login stage 2 (code)' && r.connections > 1);
const f = (n: number | undefined) => (n === undefined ? '–' : n.toFixed(1));

const summary: Array<[string, string, string]> = [
  [
    `cold start → first 200 on ${start.webBuilt ? '/login' : '/health'}, fresh data dir`,
    ms(firstPage(fresh)),
    '< 5000 ms',
  ],
  [
    `cold start → first 200 on ${start.webBuilt ? '/login' : '/health'}, reused data dir (median)`,
    ms(median(reused.map((r) => firstPage(r) ?? Number.NaN))),
    '< 5000 ms',
  ],
  ['login stage 1, 1 conn: p50 / p95 / p99', `${f(s1?.p50)} / ${f(s1?.p95)} / ${f(s1?.p99)} ms`, '≈ 20 ms'],
  ['login stage 2, 1 conn: p50 / p95 / p99', `${f(s2?.p50)} / ${f(s2?.p95)} / ${f(s2?.p99)} ms`, '≈ 20 ms'],
  [`login stage 1, ${s1c?.connections ?? '?'} conns: req/s`, f(s1c?.rps), ''],
  [`login stage 2, ${s2c?.connections ?? '?'} conns: req/s`, f(s2c?.rps), ''],
  ['one argon2id verify in-process: p50', `${f(login.argon2VerifyMs.p50)} ms`, ''],
  [
    `payroll engine, ${payroll.employees} employees: payslips/s (per CPU second; of a bare gross-to-net loop)`,
    `${f(payroll.enginePerSecond)} (${f(payroll.enginePerCpuSecond)}; ${payroll.ofBaseline})`,
    '≥ 100,000',
  ],
  ...ledger.rows.map((r): [string, string, string] => [
    `ledger, ${r.name}: entries/s (of plain inserts ${f(ledger.plainInsertsPerSecond)}/s)`,
    `${f(r.postingsPerSecond / 2)} (${r.ofPlainInserts})`,
    '',
  ]),
  [
    `settlement → salary line paid, ${payout.paid} lines: p50 / p99 / max (p99 ÷ one plain insert)`,
    `${f(payout.decidedToPaid.p50)} / ${f(payout.decidedToPaid.p99)} / ${f(payout.decidedToPaid.max)} ms ` +
      `(${f(payout.decidedToPaid.p99 / payout.plainInsertMs)}×)`,
    'p99 < 1000 ms',
  ],
  [
    `first salary callback's arrival → run completed, ${payout.employees} lines`,
    ms(payout.arrivalToRunCompleted),
    '',
  ],
  ...wallet.sizes.flatMap(({ transactions, baseline, rows }) => {
    const [balance, dashboard, history] = rows;
    return [
      [
        `bare Fastify hello world before the reads @ ${transactions}, ${baseline.connections} conns: req/s`,
        f(baseline.rps),
        'baseline',
      ],
      [
        `wallet-balance @ ${transactions} transactions: req/s (of hello world)`,
        `${f(balance?.rps)} (${ratio(balance?.rps ?? 0, baseline.rps)})`,
        '≥ 30%',
      ],
      [
        `dashboard @ ${transactions}: req/s (of wallet-balance), p99`,
        `${f(dashboard?.rps)} (${ratio(dashboard?.rps ?? 0, balance?.rps ?? 0)}), ${dashboard?.p99} ms`,
        '≥ 80%, < 25 ms',
      ],
      [
        `history page 1 @ ${transactions}: req/s, p99`,
        `${f(history?.rps)}, ${history?.p99} ms`,
        'p99 < 50 ms',
      ],
    ] as Array<[string, string, string]>;
  }),
];
const widths = [0, 1, 2].map((i) =>
  Math.max(...summary.map((r) => r[i]!.length), ['measure', 'figure', 'goal'][i]!.length),
);
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
process.stdout.write(
  `\nSummary\n${line(['measure', 'figure', 'goal'])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${summary.map(line).join('\n')}\n`,
);
