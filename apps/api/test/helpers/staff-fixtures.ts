// Staff app people through the API: an employee invited to on-demand pay by a business, who accepts the link.

import type { CreateEmployeeRequest } from '@paydesk/contracts';
import { PEOPLE_PATHS, STAFF_PATHS, staffSessionResponse } from '@paydesk/contracts';
import { waitForMail } from './mailbox.ts';
import { addEmployee } from './people-fixtures.ts';
import { api, withId } from './team-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** Adds an employee to the owner's business, invites them and accepts the emailed link; answers the session. */
export async function acceptedStaff(
  t: TestApp,
  ownerToken: string,
  overrides: Partial<CreateEmployeeRequest> = {},
) {
  // With what the remittance parties credit them by, so a payroll of them is not blocked before approval.
  const employee = await addEmployee(t, ownerToken, {
    taxId: 'TIN-STAFF-1',
    pfaId: 1,
    rsaPin: `PEN${String(Date.now()).slice(-12).padStart(12, '0')}`,
    ...overrides,
  });
  const sent = await t.call('POST', api(withId(PEOPLE_PATHS.inviteOnDemand, employee._id)), undefined, {
    token: ownerToken,
  });
  if (sent.status !== 200) throw new Error(`invite failed: ${sent.status}`);
  const mail = await waitForMail(
    t,
    employee.email,
    (m) => m.subject.includes('on-demand pay') && m.textBody.includes(employee._id),
  );
  const match = /\/staff\/invite\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/([\w-]+)/.exec(mail.textBody);
  if (!match) throw new Error('no invitation link in the email');
  const [, companyId, employeeId, token] = match;
  const accepted = await t.api.post(
    api(STAFF_PATHS.acceptInvitation),
    { companyId, employeeId, token },
    { schema: staffSessionResponse },
  );
  return { ...employee, session: accepted.data };
}
