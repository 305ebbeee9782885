// Issue 28: a payroll run's warnings must be acknowledged before approval. When a workflow decides the run, its
// approvers may lack `payroll.approve`: the request shows the run's warnings, whoever may decide the request
// acknowledges them there (who and when, audited on the run), and approving the request is refused until they are.
import {
  APPROVAL_MESSAGES,
  APPROVAL_PATHS,
  approvalRequestResponse,
  PAYROLL_RUN_PATHS as P,
  payrollRunResponse,
  varianceCheckResponse,
} from '@paydesk/contracts';
import { approvalDecisions, auditEvents, employees } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approve,
  createWorkflow,
  type Person,
  readRequest,
  requestUrl,
  settled,
} from './helpers/approval-fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import {
  computeRun,
  createRun,
  type PayrollBusiness,
  payrollBusiness,
  readRun,
  runInput,
  runUrl,
} from './helpers/payroll-fixtures.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { setPin, tokenFor } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: PayrollBusiness;
/** Decides payroll only through the workflow: no `payroll.*` permission at all. */
let approver: Person;
/** An administrator the workflow does not name. */
let bystander: Person;
let runId = '';
let requestId = '';

beforeAll(async () => {
  t = await startPaymentsApp();
  b = await payrollBusiness(t, { count: 2 });
  const role = await addRole(t, b.companyId, 'Request approver', [
    'dashboard.view',
    'approvals.requests.view',
    'approvals.requests.decide',
  ]);
  const member = await addMember(t, b.companyId, { role: 'custom', roleId: role, firstName: 'Kemi' });
  await setPin(t, member.userId);
  approver = { ...member, token: await tokenFor(t, member) };
  const admin = await addMember(t, b.companyId, { role: 'employer-admin', firstName: 'Tunde' });
  bystander = { ...admin, token: await tokenFor(t, admin) };
  await createWorkflow(t, b.token, {
    name: 'Payroll sign-off',
    action: 'payroll.approval',
    stages: [{ name: 'Finance', approvers: { memberIds: [approver.memberId] }, rule: 'any' }],
  });
  // Ada joined in March: her pay is prorated, a warning of the run (not a blocker: it is submitted).
  await t.server.database.db
    .update(employees)
    .set({ employmentDate: '2026-03-10' })
    .where(eq(employees.id, b.employees[0]!._id));
  runId = (await createRun(t, b.token, runInput(b)))._id;
  expect((await computeRun(t, b.token, runId)).state).toBe('completed');
  const submitted = await t.api.post(
    runUrl(P.submit, { id: runId }),
    {},
    { token: b.token, schema: payrollRunResponse },
  );
  expect(submitted.status).toBe(200);
  requestId = submitted.data.approvalRequestId!;
  expect(requestId).toBeTruthy();
}, 180_000);
afterAll(async () => t?.close());

const acknowledge = (token: string, id: string, key: unknown) =>
  t.api.post(requestUrl(APPROVAL_PATHS.acknowledgeWarning, id), { key }, { token });
const joinerKey = () => `new-joiner:${b.employees[0]!._id}`;

describe("a payroll run's warnings on its approval request", () => {
  it('shows the warnings on the request, and refuses the approval while one is not acknowledged', async () => {
    const request = await readRequest(t, approver.token, requestId);
    expect(request.action).toBe('payroll.approval');
    expect(request.awaitingMe).toBe(true);
    const check = await t.api.get(runUrl(P.variance, { id: runId }), {
      token: b.token,
      schema: varianceCheckResponse,
    });
    const warnings = check.data.issues.filter((i) => i.severity === 'warning');
    expect(warnings.length).toBeGreaterThan(0);
    // The same warnings as the run's check, by the same keys.
    expect(request.warnings.map((w) => w.key).sort()).toEqual(warnings.map((w) => w.key).sort());
    expect(request.warnings.find((w) => w.key === joinerKey())).toEqual({
      key: joinerKey(),
      subject: warnings.find((w) => w.key === joinerKey())!.employeeName,
      message: warnings.find((w) => w.key === joinerKey())!.message,
      acknowledgement: null,
    });

    const refused = await approve(t, approver.token, requestId);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toContain(APPROVAL_MESSAGES.unacknowledgedWarnings);
    expect(refused.error.message).toContain(warnings.find((w) => w.key === joinerKey())!.message);
    const decisions = await t.server.database.db
      .select()
      .from(approvalDecisions)
      .where(eq(approvalDecisions.requestId, requestId));
    expect(decisions).toEqual([]);
    expect((await readRequest(t, approver.token, requestId)).status).toBe('pending');
  });

  it("the approver cannot use the run's own route, and acknowledges on the request: who and when, audited", async () => {
    const direct = await t.api.post(
      runUrl(P.acknowledgeWarning, { id: runId }),
      { key: joinerKey() },
      { token: approver.token },
    );
    expect(direct.status).toBe(403);

    const done = await acknowledge(approver.token, requestId, joinerKey());
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(APPROVAL_MESSAGES.warningAcknowledged);
    const request = approvalRequestResponse.parse(done.body).data;
    const acked = request.warnings.find((w) => w.key === joinerKey())!;
    expect(acked.acknowledgement?.acknowledgedBy).toMatch(/^Kemi /);
    expect(Date.now() - Date.parse(acked.acknowledgement!.acknowledgedAt)).toBeLessThan(60_000);
    // The run's own check shows it acknowledged, by the approver.
    const check = await t.api.get(runUrl(P.variance, { id: runId }), {
      token: b.token,
      schema: varianceCheckResponse,
    });
    expect(check.data.issues.find((i) => i.key === joinerKey())!.acknowledgement).toEqual(
      acked.acknowledgement,
    );
    const events = await t.server.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.companyId, b.companyId), eq(auditEvents.action, 'payroll.warning.acknowledge')),
      );
    expect(events.map((e) => [e.actorId, e.metadata])).toEqual([
      [approver.userId, expect.objectContaining({ key: joinerKey(), approvalRequestId: requestId })],
    ]);
  });

  it('refuses whoever may not decide the request, and a key that names no warning, changing nothing', async () => {
    const before = await readRequest(t, approver.token, requestId);
    const otherKey = before.warnings.find((w) => !w.acknowledgement)?.key ?? joinerKey();
    // The one who submitted it (self-approval), a member the stage does not name, another business.
    const own = await acknowledge(b.token, requestId, otherKey);
    expect(own.status).toBe(403);
    expect(own.error.message).toBe(APPROVAL_MESSAGES.selfApproval);
    const notNamed = await acknowledge(bystander.token, requestId, otherKey);
    expect(notNamed.status).toBe(403);
    expect(notNamed.error.message).toBe(APPROVAL_MESSAGES.notApprover);
    const other = await payrollBusiness(t, { count: 1 });
    expect((await acknowledge(other.token, requestId, otherKey)).status).toBe(404);
    const blocker = await acknowledge(approver.token, requestId, `no-bank-account:${b.employees[1]!._id}`);
    expect(blocker.status).toBe(409);
    expect((await acknowledge(approver.token, requestId, '')).status).toBe(400);
    expect(await readRequest(t, approver.token, requestId)).toEqual(before);
  });

  it('once every warning is acknowledged, the approval goes through and approves the run', async () => {
    for (const w of (await readRequest(t, approver.token, requestId)).warnings)
      if (!w.acknowledgement) expect((await acknowledge(approver.token, requestId, w.key)).status).toBe(200);
    expect((await approve(t, approver.token, requestId)).status).toBe(200);
    expect((await settled(t, approver.token, requestId)).status).toBe('executed');
    expect((await readRun(t, b.token, runId)).status).toBe('approved');
    // A decided request carries no warnings to acknowledge.
    expect((await readRequest(t, approver.token, requestId)).warnings).toEqual([]);
  });
});
