// Searching approval requests (issue 30, the command palette): `search` matches the request's line, description
// or workflow name within the caller's business only, and needs the permission to view requests.
import { APPROVAL_PATHS, approvalRequestListResponse } from '@paydesk/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { approvalBusiness, bigTransfers, createWorkflow, gatedMove } from './helpers/approval-fixtures.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, tokenFor } from './helpers/wallet-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(() => t.close());

const search = (token: string, text: string) =>
  t.api.get(`${api(APPROVAL_PATHS.requests)}?search=${encodeURIComponent(text)}`, {
    schema: approvalRequestListResponse,
    token,
  });

it('finds requests by their line or workflow name, in the caller business only, with the permission', async () => {
  const a = await approvalBusiness(t);
  const b = await approvalBusiness(t);
  await createWorkflow(t, a.owner.token, { ...bigTransfers(a), name: 'Quarterly bonus check' });
  await createWorkflow(t, b.owner.token, { ...bigTransfers(b), name: 'Quarterly bonus check' });
  const mine = await gatedMove(t, a, a.owner.token, 600_000_00);
  await gatedMove(t, b, b.owner.token, 700_000_00);

  const byLine = await search(a.owner.token, '600,000');
  expect(byLine.data.docs.map((r) => r._id)).toEqual([mine]);
  const byWorkflow = await search(a.owner.token, 'quarterly BONUS');
  expect(byWorkflow.data.docs.map((r) => r._id)).toEqual([mine]);
  expect((await search(a.owner.token, '700,000')).data.docs).toEqual([]);
  // The user's % is a literal character, not a wildcard.
  expect((await search(a.owner.token, '%')).data.docs).toEqual([]);

  const noViewRole = await addRole(t, a.companyId, 'No approvals', ['dashboard.view']);
  const outsider = await addMember(t, a.companyId, { role: 'custom', roleId: noViewRole });
  const res = await t.api.get(`${api(APPROVAL_PATHS.requests)}?search=600`, {
    token: await tokenFor(t, outsider),
  });
  expect(res.status).toBe(403);
});
