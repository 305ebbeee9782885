// 'payroll.completed' (issue 16): when every salary of a run has settled and the run completes, its endpoints hear
// it once, with the run's id and period.
import { PAYROLL_RUN_PATHS as P, payrollRunResponse, WEBHOOK_PATHS } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsApp, waitFor } from './helpers/payment-fixtures.ts';
import {
  computeRun,
  createRun,
  type PayrollBusiness,
  payrollBusiness,
  postRunBatch,
  readRun,
  runInput,
  runUrl,
  settleEverything,
} from './helpers/payroll-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN } from './helpers/wallet-fixtures.ts';
import { loopbackPortsOf, startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

let t: TestApp;
let b: PayrollBusiness;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await startPaymentsApp(loopbackPortsOf(receiver));
  b = await payrollBusiness(t, { count: 2, accounts: ['0123456710', '0123456711'] });
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

describe('payroll.completed', () => {
  it('is sent once when the run completes, with its id and period', async () => {
    const created = await t.api.post(
      api(WEBHOOK_PATHS.endpoints),
      { url: receiver.url, events: ['payroll.completed'] },
      { token: b.token },
    );
    expect(created.status).toBe(201);
    const run = await createRun(t, b.token, runInput(b));
    await computeRun(t, b.token, run._id);
    const submitted = await t.api.post(
      runUrl(P.submit, { id: run._id }),
      { comment: null },
      { token: b.token },
    );
    expect(submitted.status).toBe(200);
    const approved = await t.api.post(runUrl(P.approve, { id: run._id }), { pin: PIN }, { token: b.token });
    expect(approved.status).toBe(200);
    const paid = await t.api.post(
      runUrl(P.paySalary, { id: run._id }),
      { sourceWalletId: b.mainWalletId, pin: PIN },
      { token: b.token, headers: { 'idempotency-key': newKey() }, schema: payrollRunResponse },
    );
    expect(paid.status).toBe(202);
    expect(receiver.received).toHaveLength(0);

    await postRunBatch(t, b.companyId, run._id);
    await settleEverything(t, b.companyId);
    expect((await readRun(t, b.token, run._id)).status).toBe('completed');

    await waitFor(
      async () => receiver.received.map((r) => JSON.parse(r.rawBody)),
      (all) => all.some((e) => e.type === 'payroll.completed'),
    );
    // Recorded once, and that one delivered (a delivered event is never claimed again): no second one to wait for.
    const events = await waitFor(
      async () =>
        (
          await t.server.database.pool.query<{ status: string }>(
            "select status from webhook_events where company_id = $1 and type = 'payroll.completed'",
            [b.companyId],
          )
        ).rows,
      (rows) => rows.length > 0 && rows.every((r) => r.status !== 'pending'),
    );
    expect(events).toEqual([{ status: 'delivered' }]);
    const completed = receiver.received
      .map((r) => JSON.parse(r.rawBody))
      .filter((e) => e.type === 'payroll.completed');
    expect(completed).toHaveLength(1);
    expect(completed[0].data).toMatchObject({
      id: run._id,
      periodStart: '2026-03-01',
      periodEnd: '2026-03-31',
      status: 'completed',
    });
  });
});
