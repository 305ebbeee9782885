import {
  adminListResponse,
  adminResponse,
  messageOnly,
  ownershipTransferStartResponse,
  TEAM_PATHS,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextMail, sqlRows } from './helpers/auth-flows.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { codeIn } from './helpers/mailbox.ts';
import { addMember, api, signIn } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: TestMember;
let ownerToken: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createBusiness(t, { name: 'Onitsha Spares' });
  ownerToken = (await signIn(t, owner)).token;
});
afterAll(() => t.close());

const roleOf = async (companyId: string, userId: string) =>
  (
    await sqlRows<{ role: string }>(
      t,
      sql`select role from company_members where company_id = ${companyId} and user_id = ${userId}`,
    )
  )[0]!.role;

describe('ownership transfer (re-authentication with password and emailed code)', () => {
  it('refuses a wrong password, then sends a code; a wrong code is refused; the right one transfers', async () => {
    const successor = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const start = (password: string) =>
      t.api.post(
        api(TEAM_PATHS.ownershipTransferStart),
        { memberId: successor.memberId, password },
        { schema: ownershipTransferStartResponse, token: ownerToken },
      );
    const wrong = await start('not-my-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Incorrect password');
    const started = await start(owner.password);
    expect(started.status).toBe(200);
    expect(started.data.email).toBe(owner.email);
    const code = codeIn(await nextMail(t, owner.email, 'Ownership transfer code'));
    const confirm = (c: string) =>
      t.api.post(
        api(TEAM_PATHS.ownershipTransferConfirm),
        { memberId: successor.memberId, password: owner.password, code: c },
        { schema: messageOnly, token: ownerToken },
      );
    const badCode = await confirm(code === '123456' ? '654321' : '123456');
    expect(badCode.status).toBe(400);
    expect(badCode.body.message).toBe('Incorrect or expired code. Request a new one.');
    const done = await confirm(code);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Ownership transferred');
    expect(await roleOf(owner.companyId, successor.userId)).toBe('employer');
    expect(await roleOf(owner.companyId, owner.userId)).toBe('employer-admin');
    // The code works once; the former owner can no longer edit administrators, at once.
    const replay = await confirm(code);
    expect(replay.status).toBe(403);
    const edit = await t.api.get(api(TEAM_PATHS.admins), { schema: adminListResponse, token: ownerToken });
    expect(edit.status).toBe(200);
    const invite = await t.api.post(
      api(TEAM_PATHS.admins),
      { email: 'x@example.ng', firstName: 'X', lastName: 'Y' },
      { schema: adminResponse, token: ownerToken },
    );
    expect(invite.status).toBe(403);
    await nextMail(t, successor.email, 'Your access to Onitsha Spares changed');
    const audit = await sqlRows<{ action: string }>(
      t,
      sql`select action from audit_events where company_id = ${owner.companyId} and action like 'team.ownership.%' order by seq`,
    );
    expect(audit.map((a) => a.action)).toEqual(['team.ownership.code-sent', 'team.ownership.transfer']);
  });

  it('a code is bound to the member it was asked for', async () => {
    const boss = await createBusiness(t, { name: 'Bound Co' });
    const bossToken = (await signIn(t, boss)).token;
    const a = await addMember(t, boss.companyId, { role: 'employer-admin' });
    const b = await addMember(t, boss.companyId, { role: 'employer-admin' });
    await t.api.post(
      api(TEAM_PATHS.ownershipTransferStart),
      { memberId: a.memberId, password: boss.password },
      { schema: ownershipTransferStartResponse, token: bossToken },
    );
    const code = codeIn(await nextMail(t, boss.email, 'Ownership transfer code'));
    const swapped = await t.api.post(
      api(TEAM_PATHS.ownershipTransferConfirm),
      { memberId: b.memberId, password: boss.password, code },
      { schema: messageOnly, token: bossToken },
    );
    expect(swapped.status).toBe(400);
    expect(await roleOf(boss.companyId, b.userId)).toBe('employer-admin');
  });

  it('only goes to an active member of this business', async () => {
    const boss = await createBusiness(t, { name: 'Active Only' });
    const bossToken = (await signIn(t, boss)).token;
    const start = (memberId: string) =>
      t.api.post(
        api(TEAM_PATHS.ownershipTransferStart),
        { memberId, password: boss.password },
        { schema: ownershipTransferStartResponse, token: bossToken },
      );
    const invited = await addMember(t, boss.companyId, { role: 'employer-admin', status: 'invited' });
    const res = await start(invited.memberId);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Ownership can only go to an active member who has accepted their invitation.',
    );
    const other = await createBusiness(t, { name: 'Far Away' });
    const foreign = await addMember(t, other.companyId, { role: 'employer-admin' });
    expect((await start(foreign.memberId)).status).toBe(404);
  });
});
