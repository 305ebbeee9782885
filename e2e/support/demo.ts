// The seeded demo business and the one way a journey logs its owner in.
import { expect, type Page } from '@playwright/test';
import { logIn } from './flows.ts';
import type { Mailbox } from './mailbox.ts';

/** Seeded by `npm start` (SEED_DEMO): a verified, compliant business with every product. */
export const DEMO = {
  email: 'demo@paydesk.ng',
  password: 'Paydesk-Demo-2026!',
  company: 'Adunni Foods Ltd',
  memberName: 'Adunni Okafor',
} as const;

/** Logs the demo owner in through the two login pages (the code comes from the dev mailbox) and waits for the
 *  dashboard inside the shell. */
export async function logInAsDemo(page: Page, mailbox: Mailbox, shot?: (step: string) => Promise<void>) {
  await logIn(page, mailbox, DEMO, shot);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('app-header')).toBeVisible();
}
