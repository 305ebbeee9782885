// A notification can carry an in-app link to what it is about: an approver's notice opens the request's drawer on
// the approvals dashboard, the initiator's outcome notice too; notify refuses anything but an app-relative path.
import { approvalRequestPage, NOTIFICATION_PATHS, notificationListResponse } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/platform/notifications/notifications.service.ts';
import {
  type ApprovalBusiness,
  approvalBusiness,
  approve,
  bigTransfers,
  createWorkflow,
  gatedMove,
  settled,
} from './helpers/approval-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: ApprovalBusiness;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  b = await approvalBusiness(t);
  await createWorkflow(t, b.owner.token, bigTransfers(b));
});
afterAll(() => t.close());

async function notificationsOf(token: string) {
  const res = await t.api.get(`${api(NOTIFICATION_PATHS.list)}?limit=100`, {
    token,
    schema: notificationListResponse,
  });
  expect(res.status).toBe(200);
  return res.data.notifications.docs;
}

describe('notification links', () => {
  it("an approver's notification links to the request on the dashboard, and so does the initiator's outcome", async () => {
    const id = await gatedMove(t, b, b.owner.token, 600_000_00);
    const expected = `/approvals/dashboard?tab=all&request=${encodeURIComponent(id)}`;
    expect(approvalRequestPage(id)).toBe(expected);

    const approverNotice = (await notificationsOf(b.admins[0].token)).find(
      (n) => n.kind === 'approval.request',
    );
    expect(approverNotice).toBeDefined();
    expect(approverNotice!.link).toBe(expected);

    // The initiator is no approver of their own request, so gets no request notice; other notices carry no link.
    const ownerBefore = await notificationsOf(b.owner.token);
    expect(ownerBefore.some((n) => n.kind === 'approval.request')).toBe(false);
    expect(ownerBefore.filter((n) => !n.kind.startsWith('approval.')).every((n) => n.link === null)).toBe(
      true,
    );

    expect((await approve(t, b.admins[0].token, id)).status).toBe(200);
    await approve(t, b.admins[0].token, id); // stage 2 needs two people: the same approver again, then another
    await approve(t, b.admins[1].token, id);
    expect((await settled(t, b.owner.token, id)).status).toBe('executed');
    const outcome = (await notificationsOf(b.owner.token)).find((n) => n.kind === 'approval.outcome');
    expect(outcome?.link).toBe(expected);
  });

  it('notify refuses a link that is not an in-app path and writes nothing', async () => {
    const before = (await notificationsOf(b.admins[2].token)).length;
    for (const link of [
      'https://evil.example/approvals',
      '//evil.example/approvals',
      '/\\evil.example',
      'approvals/dashboard',
      'javascript:alert(1)',
      '',
    ]) {
      await expect(
        t.server.database.db.transaction((tx) =>
          notify(tx, {
            companyId: b.companyId,
            recipients: [b.admins[2].userId],
            kind: 'test.link',
            message: `Bad link ${link}`,
            link,
          }),
        ),
        link,
      ).rejects.toThrow('A notification link must be an in-app path starting with /');
    }
    expect(await notificationsOf(b.admins[2].token)).toHaveLength(before);

    await t.server.database.db.transaction((tx) =>
      notify(tx, {
        companyId: b.companyId,
        recipients: [b.admins[2].userId],
        kind: 'test.link',
        message: 'Payroll for May is ready',
        link: '/payroll/history',
      }),
    );
    const [latest] = await notificationsOf(b.admins[2].token);
    expect(latest).toMatchObject({ kind: 'test.link', link: '/payroll/history' });
  });
});
