// Payroll engine bench (issue 14). Prints figures; never asserts. Payslips a second for BENCH_PAYROLL_EMPLOYEES
// (default 100,000) employees with mixed structures on one core (one thread: the engine is synchronous), with every
// breakdown built. Baseline from the same run: a bare gross-to-net loop in plain integer arithmetic (fixed split,
// 8% pension, NTA bands, no breakdown, no validation) over the same employees — the floor any engine pays.
// Goal: ≥ 100,000 payslips/s (Frappe HRMS: about 92 ms a slip).
//
//   node --import tsx bench/payroll-engine.ts
//   BENCH_PAYROLL_EMPLOYEES=100000 BENCH_PAYROLL_ROUNDS=5 node --import tsx bench/payroll-engine.ts
import { pathToFileURL } from 'node:url';
import { computePayslip, type PayStructure, type PayslipInput } from '../packages/payroll/src/index.ts';
import { ratio } from './lib/baseline.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

const STRUCTURES: PayStructure[] = [
  {
    id: 'percent',
    name: 'Percent of gross',
    basic: { kind: 'percent', basisPoints: 5_000 },
    housing: { kind: 'percent', basisPoints: 2_500 },
    transport: { kind: 'percent', basisPoints: 1_500 },
    pension: { base: 'BASIC_HOUSING_AND_TRANSPORT', employeeRateBp: 800, employerRateBp: 1_000 },
  },
  {
    id: 'fixed',
    name: 'Fixed amounts',
    basic: { kind: 'fixed', kobo: 25_000_000 },
    housing: { kind: 'fixed', kobo: 10_000_000 },
    transport: { kind: 'fixed', kobo: 5_000_000 },
    otherAllowances: [{ id: 'utility', name: 'Utility', rule: { kind: 'fixed', kobo: 3_000_000 } }],
    pension: { base: 'BASIC', employeeRateBp: 1_000, employerRateBp: 1_200 },
    nhis: {},
  },
  {
    id: 'custom',
    name: 'With custom deductions',
    basic: { kind: 'percent', basisPoints: 4_000 },
    housing: { kind: 'percent', basisPoints: 3_000 },
    transport: { kind: 'fixed', kobo: 4_000_000 },
    pension: { base: 'GROSS_SALARY', employeeRateBp: 800, employerRateBp: 1_000 },
    customDeductions: [
      { id: 'union', name: 'Union dues', rule: { kind: 'percent', basisPoints: 100, base: 'BASIC' } },
      { id: 'loan', name: 'Staff loan', rule: { kind: 'fixed', kobo: 2_500_000 } },
    ],
  },
  { id: 'minimum', name: 'Minimum wage', basic: { kind: 'fixed', kobo: 7_000_000 }, pension: null },
];

/** Employee i: a structure, a gross from ₦150,000 to ₦5m, and (by turns) joiners, leavers, NHF, rent, bonuses,
 *  benefits in kind, on-demand recovery, PITA periods, working-day proration and late pay changes with arrears. */
export function employees(count: number): PayslipInput[] {
  const out: PayslipInput[] = [];
  for (let i = 0; i < count; i++) {
    const structure = STRUCTURES[i % STRUCTURES.length]!;
    const gross =
      structure.id === 'fixed' || structure.id === 'minimum'
        ? undefined
        : 15_000_000 + ((i * 7919) % 485_000_000);
    const pita = i % 10 === 0;
    const period = pita
      ? { start: '2025-06-01', end: '2025-06-30' }
      : { start: '2026-03-01', end: '2026-03-31' };
    const pay: PayslipInput['pay'] = [{ effectiveFrom: '2024-01-01', monthlyGrossKobo: gross, structure }];
    if (i % 13 === 0 && gross !== undefined) {
      pay.push({
        effectiveFrom: pita ? '2025-04-01' : '2026-01-01',
        recordedOn: pita ? '2025-06-10' : '2026-03-10',
        monthlyGrossKobo: gross + 5_000_000,
        structure,
      });
    }
    out.push({
      period,
      employee: {
        id: `e${i}`,
        nhf: i % 3 === 0,
        annualRentKobo: i % 4 === 0 ? 240_000_000 : 0,
        ...(i % 17 === 0 ? { hireDate: pita ? '2025-06-16' : '2026-03-16' } : {}),
        ...(i % 19 === 0 ? { exitDate: pita ? '2025-06-10' : '2026-03-20' } : {}),
      },
      pay,
      benefitsInKind: i % 5 === 0 ? [{ id: 'car', name: 'Car', monthlyKobo: 5_000_000 }] : [],
      allowances:
        i % 7 === 0
          ? [
              { id: 'bonus', name: 'Bonus', kobo: 20_000_000, recurrence: 'one_off', taxable: true },
              { id: 'meal', name: 'Meal', kobo: 2_000_000, recurrence: 'recurring', taxable: false },
            ]
          : [],
      onDemandRecoveryKobo: i % 11 === 0 ? 3_000_000 : 0,
      settings: i % 23 === 0 ? { proration: 'working_days' } : {},
    });
  }
  return out;
}

const TOPS = [80_000_000, 300_000_000, 1_200_000_000, 2_500_000_000, 5_000_000_000, Number.POSITIVE_INFINITY];
const RATES = [0, 15, 18, 21, 23, 25];

// The floor: one pass of plain integer arithmetic per employee on numbers already in hand.
function bareGrossToNet(grossKobo: number, nhf: boolean): number {
  const basic = Math.floor(grossKobo / 2);
  const pension = Math.floor((grossKobo * 9 * 8) / 1000);
  const nhfKobo = nhf ? Math.floor((basic * 25) / 1000) : 0;
  let chargeable = (grossKobo - pension - nhfKobo) * 12;
  let tax = 0;
  let lower = 0;
  for (let b = 0; b < TOPS.length && chargeable > 0; b++) {
    const width = Math.min(chargeable, TOPS[b]! - lower);
    tax += width * RATES[b]!;
    chargeable -= width;
    lower = TOPS[b]!;
  }
  return grossKobo - pension - nhfKobo - Math.round(tax / 1200);
}

export interface PayrollBench {
  employees: number;
  rounds: number;
  /** Payslips a second of wall time (median round). */
  enginePerSecond: number;
  /** Payslips per second of this process's CPU time: the same work without the wait for a core on a busy machine. */
  enginePerCpuSecond: number;
  engineMicrosPerSlip: number;
  baselinePerSecond: number;
  ofBaseline: string;
  checksum: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

export function benchPayrollEngine(log = (l: string) => process.stdout.write(`${l}\n`)): PayrollBench {
  const count = env('BENCH_PAYROLL_EMPLOYEES', 100_000);
  const rounds = env('BENCH_PAYROLL_ROUNDS', 5);
  const inputs = employees(count);
  const grosses = inputs.map((e) => e.pay[0]!.monthlyGrossKobo ?? 40_000_000);
  const nhfs = inputs.map((e) => e.employee.nhf === true);

  // Warm-up (JIT) on a slice, then the timed rounds, engine and baseline in turn; the median round counts.
  let checksum = 0;
  for (let i = 0; i < Math.min(count, 20_000); i++) checksum += computePayslip(inputs[i]!).netPayKobo;
  const engineRates: number[] = [];
  const engineCpuRates: number[] = [];
  const baseRates: number[] = [];
  for (let r = 0; r < rounds; r++) {
    let t = performance.now();
    const cpu = process.cpuUsage();
    for (let i = 0; i < count; i++) checksum += computePayslip(inputs[i]!).netPayKobo;
    engineRates.push(count / ((performance.now() - t) / 1000));
    const used = process.cpuUsage(cpu);
    engineCpuRates.push(count / ((used.user + used.system) / 1e6));
    t = performance.now();
    for (let i = 0; i < count; i++) checksum += bareGrossToNet(grosses[i]!, nhfs[i]!);
    baseRates.push(count / ((performance.now() - t) / 1000));
  }
  const enginePerSecond = median(engineRates);
  const baselinePerSecond = median(baseRates);
  const result: PayrollBench = {
    employees: count,
    rounds,
    enginePerSecond,
    enginePerCpuSecond: median(engineCpuRates),
    engineMicrosPerSlip: 1e6 / enginePerSecond,
    baselinePerSecond,
    ofBaseline: ratio(enginePerSecond, baselinePerSecond),
    checksum,
  };
  log(`baseline: bare gross-to-net loop → ${baselinePerSecond.toFixed(0)} employees/s`);
  log(
    `payroll engine: ${count} employees, mixed structures, median of ${rounds} rounds → ${enginePerSecond.toFixed(0)} payslips/s ` +
      `(${result.engineMicrosPerSlip.toFixed(2)} µs a slip, ${result.ofBaseline} of the bare loop; ` +
      `${result.enginePerCpuSecond.toFixed(0)} per CPU second; goal ≥ 100,000/s; ` +
      `Frappe HRMS ≈ 92 ms a slip, ≈ ${(92_000 / result.engineMicrosPerSlip).toFixed(0)}× slower)`,
  );
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchPayrollEngine();
}
