// The demo business's webhooks: one endpoint on localhost, disabled (nothing listens there) with a delivered and
// a failed attempt in its log, so the pages are not empty. Runs once: a business with an endpoint is left alone.
import type { Database } from '@paydesk/db';
import { eventRow } from './record-event.ts';
import { sealSecret } from './secret-box.ts';
import { newSigningSecret } from './signing.ts';
import * as q from './webhooks.queries.ts';

export async function seedDemoWebhooks(db: Database, appSecret: string, companyId: string, userId: string) {
  if ((await q.countEndpoints(db, companyId)) > 0) return;
  await db.transaction(async (tx) => {
    const secret = newSigningSecret();
    const endpoint = await q.insertEndpoint(tx, {
      companyId,
      url: 'http://localhost:4242/paydesk/webhooks',
      description: 'Accounting system (local test)',
      events: ['transfer.settled', 'transfer.failed', 'payroll.completed'],
      secretCiphertext: sealSecret(appSecret, secret),
      secretPrefix: secret.slice(0, 12),
      status: 'disabled',
      disabledReason: 'Disabled by a member',
      createdBy: userId,
    });
    const hourAgo = new Date(Date.now() - 3_600_000);
    const settled = eventRow(companyId, endpoint.id, 'transfer.settled', {
      reference: 'TRF-DEMO-0001',
      amount: 250_000_00,
      currency: 'NGN',
      status: 'settled',
    });
    const failed = eventRow(companyId, endpoint.id, 'transfer.failed', {
      reference: 'TRF-DEMO-0002',
      amount: 48_500_00,
      currency: 'NGN',
      status: 'failed',
    });
    await q.insertEvents(tx, [
      {
        ...settled,
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 200,
        nextAttemptAt: null,
        deliveredAt: hourAgo,
      },
      { ...failed, status: 'failed', attempts: 1, lastStatusCode: 500, nextAttemptAt: null },
    ]);
    await q.insertDelivery(tx, {
      companyId,
      eventId: settled.id,
      endpointId: endpoint.id,
      attempt: 1,
      outcome: 'succeeded',
      statusCode: 200,
      responseExcerpt: '{"received":true}',
      durationMs: 84,
      createdAt: hourAgo,
    });
    await q.insertDelivery(tx, {
      companyId,
      eventId: failed.id,
      endpointId: endpoint.id,
      attempt: 1,
      outcome: 'failed',
      statusCode: 500,
      responseExcerpt: 'Internal Server Error',
      durationMs: 132,
      error: 'The endpoint answered 500',
    });
  });
}
