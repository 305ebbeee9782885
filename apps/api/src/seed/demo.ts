// A verified demo business so a fresh `npm start` has something to log in to.
import { companies, companyMembers, type Database, users } from '@paydesk/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import { hashPassword } from '../lib/passwords.ts';
import { seedDemoApprovals } from '../modules/approvals/index.ts';
import { seedDemoApiKey } from '../modules/integrations/index.ts';
import {
  onDemandRecoveries,
  registerOnDemandPayouts,
  seedDemoOnDemand,
  seedDemoPaymentNotes,
} from '../modules/on-demand/index.ts';
import {
  createPayoutRegistry,
  createTransferRail,
  seedDemoBills,
  seedDemoPayments,
} from '../modules/payments/index.ts';
import { registerPayrollPayouts, seedDemoPayrollRuns } from '../modules/payroll/index.ts';
import { seedDemoPayrollSetup } from '../modules/payroll-setup/index.ts';
import { seedDemoPeople } from '../modules/people/index.ts';
import { seedDemoSettlements } from '../modules/settlements/index.ts';
import { seedDemoTrade } from '../modules/trade/index.ts';
import { ensureMainWallet, seedDemoWallets } from '../modules/wallets/index.ts';
import { seedDemoWebhooks } from '../modules/webhooks/index.ts';
import type { FilesStore } from '../platform/files/files-store.ts';
import { createMailer, type Mailer } from '../platform/mail/mail.service.ts';

export const DEMO_LOGIN = { email: 'demo@paydesk.ng', password: 'Paydesk-Demo-2026!' };

/**
 * The payout pipeline the demo's seeds settle their payouts through, as the bank's callbacks would: payroll's
 * handlers (recording each paid payslip's on-demand recovery, as the app's do) and on-demand's, jobs discarded.
 */
function demoPayouts(db: Database, mailer: Mailer) {
  const payouts = createPayoutRegistry();
  registerPayrollPayouts(payouts, { mailer, recoveries: onDemandRecoveries, jobs: { send: async () => {} } });
  registerOnDemandPayouts(payouts);
  return { db, payouts };
}

const demoMailer = (db: Database, from?: string) =>
  createMailer({ db, from: from ?? 'Paydesk <no-reply@paydesk.ng>', requestDelivery: async () => {} });

/** What verification would have recorded for the demo business: shown in Settings and on its payslips. */
const DEMO_BUSINESS_INFORMATION = {
  rcNumber: 'RC1482306',
  tin: '21845637-0001',
  industry: 'Food and beverages',
  address: { street: '14 Adeola Odeku Street', city: 'Victoria Island', state: 'Lagos' },
  contactEmail: 'accounts@adunnifoods.ng',
  contactPhone: '+2348031234567',
};

export async function seedDemoBusiness(
  db: Database,
  options: { walletBankCode?: string } = {},
): Promise<typeof DEMO_LOGIN> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
  if (existing) {
    await seedDemoMoney(db, existing.id, options.walletBankCode);
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
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGIN.email));
  await seedDemoMoney(db, user!.id, options.walletBankCode);
  return DEMO_LOGIN;
}

/** The demo business's wallets, funded through the ledger (once; also for data seeded before wallets existed). */
async function seedDemoMoney(db: Database, userId: string, bankCode = '999999') {
  const [member] = await db
    .select({ companyId: companyMembers.companyId, memberId: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.role, 'employer')));
  if (!member) return;
  // A demo seeded before its business information existed gets it once (an owner's own edits are kept).
  await db
    .update(companies)
    .set(DEMO_BUSINESS_INFORMATION)
    .where(and(eq(companies.id, member.companyId), isNull(companies.rcNumber), isNull(companies.tin)));
  await seedDemoApiKey(db, member.companyId, member.memberId);
  await seedDemoWallets(db, member.companyId, bankCode);
  await seedDemoPeople(db, member.companyId);
  await seedDemoApprovals(db, member.companyId, DEMO_LOGIN.password);
  await seedDemoPayrollSetup(db, member.companyId);
}

/**
 * The demo business's beneficiaries and transfers (settled, reversed, pending at the bank) and bills, once. Run by `npm start`
 * after the business itself, so the wallet figures of the business seed stay as they are for its own checks.
 */
export async function seedDemoBusinessPayments(db: Database, bankCode = '999999') {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, memberId: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
  if (!row) return;
  await seedDemoPayments(db, row.companyId, row.memberId, bankCode);
  await seedDemoBills(db, row.companyId, row.memberId);
  await seedDemoSettlements(db, row.companyId, row.memberId, bankCode);
}

/**
 * The demo business's payroll runs (last month completed and paid, this month a computed draft), once. Run by
 * `npm start` after its payments and its on-demand pay and payment notes, so each run deducts the advances its
 * employees owe by its pay month (and last month's, paid, records them); needs the config for the transfer rail the
 * salaries go through.
 */
export async function seedDemoBusinessPayroll(db: Database, config: AppConfig) {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, memberId: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
  if (!row) return;
  const wallet = await ensureMainWallet(db, config, row.companyId);
  if (!wallet) return;
  const rail = createTransferRail({ db, config, deliver: async () => 503, jobs: () => undefined });
  const mailer = demoMailer(db, config.MAIL_FROM);
  await seedDemoPayrollRuns(
    { ...demoPayouts(db, mailer), config, rail, mailer, recoveries: onDemandRecoveries },
    row.companyId,
    row.memberId,
    wallet.id,
  );
}

/**
 * The demo business's on-demand pay (rules, a settled withdrawal, one waiting for approval, a saving), once. Run by
 * `npm start` after the business, like the payments seed: the withdrawal is paid from the main wallet.
 */
export async function seedDemoBusinessOnDemand(db: Database) {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, memberId: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
  if (row) await seedDemoOnDemand(demoPayouts(db, demoMailer(db)), row.companyId, row.memberId);
}

/** The demo business's webhook endpoint (disabled, on localhost) and a couple of deliveries, once. */
export async function seedDemoBusinessWebhooks(db: Database, config: Pick<AppConfig, 'APP_SECRET'>) {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, userId: companyMembers.userId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
  if (row) await seedDemoWebhooks(db, config.APP_SECRET, row.companyId, row.userId);
}

/**
 * The demo business's trade finance (an advance disbursed to the main wallet, one under review), once. Run by
 * `npm start` after the business; the invoices go into the files store.
 */
export async function seedDemoBusinessTrade(db: Database, config: AppConfig, files: FilesStore) {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, memberId: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
  if (!row) return;
  const wallet = await ensureMainWallet(db, config, row.companyId);
  if (wallet) await seedDemoTrade(db, files, row.companyId, row.memberId, wallet.id);
}

/**
 * The demo business's payment notes (two earlier periods drawn in the advanced mode, the older note paid), once. Run
 * by `npm start` after its on-demand pay and before its payroll (which recovers those advances), so /payment-note and
 * /payment-history show rows.
 */
export async function seedDemoBusinessPaymentNotes(db: Database) {
  const [row] = await db
    .select({ companyId: companyMembers.companyId, memberId: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
  if (row) await seedDemoPaymentNotes(demoPayouts(db, demoMailer(db)), row.companyId, row.memberId);
}
