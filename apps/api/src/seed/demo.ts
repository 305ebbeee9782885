// A verified demo business so a fresh `npm start` has something to log in to.
import { companies, companyMembers, type Database, users } from '@paydesk/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import { hashPassword } from '../lib/passwords.ts';
import type { DemoSeedDeps } from '../module-context.ts';
import { createApprovalRegistry } from '../modules/approvals/index.ts';
import { onDemandRecoveries, registerOnDemandPayouts } from '../modules/on-demand/index.ts';
import { createPayoutRegistry, createTransferRail } from '../modules/payments/index.ts';
import { registerPayrollPayouts } from '../modules/payroll/index.ts';
import { approverDirectory } from '../modules/team/index.ts';
import { createWalletFiles, registerWalletActions } from '../modules/wallets/index.ts';
import { MODULES } from '../modules.ts';
import type { FilesStore } from '../platform/files/files-store.ts';
import { createMailer } from '../platform/mail/mail.service.ts';
import type { DemoBusiness, DemoEvent, DemoSeedStep } from '../platform/modules/define-module.ts';
import { railsModeOf } from '../providers/banking/index.ts';

export const DEMO_LOGIN = { email: 'demo@paydesk.ng', password: 'Paydesk-Demo-2026!' };

/**
 * What the modules' demo seeds are built from. Nothing is queued and no bank calls back: the seeds settle their
 * payouts themselves, as the bank's callbacks would, through payroll's handlers (recording each paid payslip's
 * on-demand recovery, as the app's do) and on-demand's.
 */
function demoSeedDeps(db: Database, config: AppConfig, files: FilesStore): DemoSeedDeps {
  const mailer = createMailer({ db, from: config.MAIL_FROM, requestDelivery: async () => {} });
  const payouts = createPayoutRegistry();
  registerPayrollPayouts(payouts, { mailer, recoveries: onDemandRecoveries, jobs: { send: async () => {} } });
  registerOnDemandPayouts(payouts);
  const rail = createTransferRail({ db, config, deliver: async () => 503, jobs: () => undefined });
  // The demo's approved requests run the wallets' executors (the only actions its workflow gates).
  const registry = createApprovalRegistry();
  registerWalletActions(registry);
  return {
    db,
    config,
    files,
    mailer,
    rail,
    rails: railsModeOf(rail),
    payouts,
    recoveries: onDemandRecoveries,
    registry,
    approverDirectory,
  };
}

export interface DemoSeedOptions {
  /** Where the demo's documents go (the deployment's files store when not given). */
  files?: FilesStore;
  /** Only the steps of these names (tests seed one module's part). */
  only?: readonly string[];
}

/** The demo business as its owner sees it: the owner's member and user ids, and password. */
async function demoOwner(db: Database): Promise<DemoBusiness | undefined> {
  const [owner] = await db
    .select({
      companyId: companyMembers.companyId,
      memberId: companyMembers.id,
      userId: companyMembers.userId,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
  return owner && { ...owner, password: DEMO_LOGIN.password };
}

/** Runs the modules' demo steps of a stage in the order of MODULES; each step runs once (it finds its work done). */
async function seedStage(
  db: Database,
  config: AppConfig,
  business: DemoBusiness,
  stage: DemoSeedStep<DemoSeedDeps>['stage'],
  options: DemoSeedOptions,
): Promise<void> {
  const deps = demoSeedDeps(db, config, options.files ?? createWalletFiles(config));
  for (const module of MODULES) {
    for (const step of module.demoSeed ?? []) {
      if (step.stage === stage && (!options.only || options.only.includes(step.name))) {
        await step.seed(deps, business);
      }
    }
  }
}

/**
 * Every module's dated history, in date order (events of one date in the order of MODULES), in one transaction:
 * all of it or none, and each step finds its own work done on the next start.
 */
async function seedHistory(
  db: Database,
  config: AppConfig,
  business: DemoBusiness,
  options: DemoSeedOptions,
) {
  const deps = demoSeedDeps(db, config, options.files ?? createWalletFiles(config));
  const now = new Date();
  const events: DemoEvent[] = [];
  for (const module of MODULES)
    for (const step of module.demoHistory ?? [])
      if (!options.only || options.only.includes(step.name))
        events.push(...(await step.events(deps, business, now)));
  if (events.length === 0) return;
  // A stable sort: events of the same instant keep their module's order.
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  await db.transaction(async (tx) => {
    for (const event of events) await event.run(tx);
  });
}

/** What verification would have recorded for the demo business: shown in Settings and on its payslips. */
const DEMO_BUSINESS_INFORMATION = {
  rcNumber: 'RC1482306',
  tin: '21845637-0001',
  industry: 'Food and beverages',
  address: { street: '14 Adeola Odeku Street', city: 'Victoria Island', state: 'Lagos' },
  contactEmail: 'accounts@adunnifoods.ng',
  contactPhone: '+2348031234567',
};

/** The demo business and its owner, then every module's `business` steps (also for a business seeded before). */
export async function seedDemoBusiness(
  db: Database,
  config: AppConfig,
  options: DemoSeedOptions = {},
): Promise<typeof DEMO_LOGIN> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
  if (existing) {
    await seedDemoSetup(db, config, options);
    return DEMO_LOGIN;
  }
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Adunni Foods Ltd',
        businessType: 'registered business',
        status: 'active',
        isActive: true,
        isCompanyInfo: true,
        adminVerify: true,
        isCompliant: true,
        products: ['ON_DEMAND_PAY', 'BULK_PAY', 'PAYROLL'],
        ...DEMO_BUSINESS_INFORMATION,
      })
      .returning();
    const [user] = await tx
      .insert(users)
      .values({
        email: DEMO_LOGIN.email,
        firstName: 'Adunni',
        lastName: 'Okafor',
        phoneNumber: '08031234567',
        jobTitle: 'Managing Director',
        passwordHash,
        passwordChangedAt: new Date(),
        emailVerifiedAt: new Date(),
      })
      .returning();
    await tx
      .insert(companyMembers)
      .values({ companyId: company!.id, userId: user!.id, role: 'employer', status: 'active' });
  });
  await seedDemoSetup(db, config, options);
  return DEMO_LOGIN;
}

/** The business information, once (a demo seeded before it existed gets it; an owner's own edits are kept). */
async function seedDemoSetup(db: Database, config: AppConfig, options: DemoSeedOptions) {
  const owner = await demoOwner(db);
  if (!owner) return;
  await db
    .update(companies)
    .set(DEMO_BUSINESS_INFORMATION)
    .where(and(eq(companies.id, owner.companyId), isNull(companies.rcNumber), isNull(companies.tin)));
  await seedStage(db, config, owner, 'business', options);
  await seedHistory(db, config, owner, options);
}

/**
 * What the demo business did today (payments, bills, settlements, on-demand pay and its payment notes, this month's
 * payroll draft, webhooks, trade finance): every module's `activity` steps, after the business and its dated
 * history (the year's payments, bills, withdrawals and payroll runs), in the order of MODULES, so the draft deducts
 * the advances on-demand pay made before it.
 */
export async function seedDemoActivity(db: Database, config: AppConfig, options: DemoSeedOptions = {}) {
  const owner = await demoOwner(db);
  if (owner) await seedStage(db, config, owner, 'activity', options);
}
