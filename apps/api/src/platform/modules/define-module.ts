// One module as the composition roots see it (decision 0024): its name and the parts it plugs in, each built from
// the module's own deps. The roots build one context (apps/api/src/modules.ts) and hand it to every part, so a
// module's deps type is a slice of that context; the type checker refuses a module that needs what the roots lack.
import type { Tx } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import { addDays, lagosDay } from '../../lib/lagos-time.ts';
import type { JobDefinition } from '../jobs/jobs.ts';

/** A module's routes as one Fastify plugin; it mounts its own prefixes (see `apiRoutes`). */
export type ModuleRoutes = (app: FastifyInstance) => Promise<void>;

/** The demo business (seed/demo.ts): its owner as a member and as a user, and the owner's password. */
export interface DemoBusiness {
  companyId: string;
  memberId: string;
  userId: string;
  password: string;
}

/**
 * One part of a module's demo data, run once (a step finds its work done). `business` steps set the business up as
 * it is created (and on a demo seeded before they existed); `activity` steps run after every module's setup: what
 * the business did, money movements included. Each stage runs in the order of MODULES.
 */
export interface DemoSeedStep<SeedDeps> {
  readonly name: string;
  readonly stage: 'business' | 'activity';
  readonly seed: (deps: SeedDeps, business: DemoBusiness) => Promise<void>;
}

/** A dated thing the demo business did before today: a history step's, run in its transaction at its date. */
export interface DemoEvent {
  readonly at: Date;
  readonly run: (tx: Tx) => Promise<void>;
}

/** The demo business's payday: its pay month runs to the 28th, as its on-demand pay periods do. */
export const DEMO_PAYDAY = 28;

/** The first day of the demo's pay month of Lagos day `day` (YYYY-MM-DD): its month's to the 28th, the next after. */
export function demoPayMonth(day: string): string {
  const first = `${day.slice(0, 7)}-01`;
  return Number(day.slice(8, 10)) > DEMO_PAYDAY ? `${addDays(first, 40).slice(0, 7)}-01` : first;
}

/**
 * The demo history's calendar: day `date` (at most the 28th) of the month `monthsAgo` months before the current
 * pay month's (`now`'s month in Lagos to its 28th, the next month after it), at `hour:minute` UTC — so after
 * payday the month just paid has its whole history.
 */
export const demoDay = (now: Date, monthsAgo: number, date: number, hour: number, minute: number): Date => {
  const [year, month] = demoPayMonth(lagosDay(now)).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - monthsAgo, date, hour, minute));
};

/**
 * One part of the demo's dated history: its events up to `now` (none when its history is seeded). The seed runs
 * every module's events in date order in one transaction, after the `business` steps, so each wallet's postings,
 * and its history's balance-after, follow the calendar whichever module posted them.
 */
export interface DemoHistoryStep<SeedDeps> {
  readonly name: string;
  readonly events: (deps: SeedDeps, business: DemoBusiness, now: Date) => Promise<DemoEvent[]>;
}

export interface ModuleDefinition<Deps, SeedDeps = unknown> {
  readonly name: string;
  /** Its HTTP routes, registered in the order of MODULES (null: none in this deployment). */
  readonly routes?: (deps: Deps) => ModuleRoutes | null;
  /** Its jobs and crons: every role defines them, workers run them. */
  readonly jobs?: (deps: Deps) => JobDefinition[];
  /** Puts the executors of its approval-gated actions in the approvals registry. */
  readonly approvalActions?: (deps: Deps) => void;
  /** Puts the outcome handlers of its payouts in the payout registry. */
  readonly payoutHandlers?: (deps: Deps) => void;
  /** A connection it keeps open in this process (a LISTEN), opened once jobs can be sent and closed first. */
  readonly listen?: (deps: Deps) => Promise<Closable> | null;
  /** Its demo data, built from the demo's own deps (no job runs, no bank calls back). */
  readonly demoSeed?: readonly DemoSeedStep<SeedDeps>[];
  /** Its part of the demo's dated history (see DemoHistoryStep). */
  readonly demoHistory?: readonly DemoHistoryStep<SeedDeps>[];
}

/** What a module opened and the server closes when it stops. */
export interface Closable {
  close(): Promise<void>;
}

/** A module's face exports one of these; only the parts the module has. */
export function defineModule<Deps, SeedDeps = unknown>(
  definition: ModuleDefinition<Deps, SeedDeps>,
): ModuleDefinition<Deps, SeedDeps> {
  return definition;
}

/** Route plugins registered one after the other under /api. */
export function apiRoutes(...plugins: ModuleRoutes[]): ModuleRoutes {
  return async (app) => {
    for (const plugin of plugins) await app.register(plugin, { prefix: '/api' });
  };
}

/** Logs an error of a part (a job, an effect after commit) under the message given. */
export type ReportError = (message: string) => (error: unknown) => void;
