import { PEOPLE_MESSAGES } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { nameEnquiryFailure } from '../../components/banks/name-enquiry-failure.ts';
import { DOWNLOADING_DATA } from '../../components/copy.ts';
import { EMPLOYEES_COPY, PEOPLE_TOASTS } from './copy.ts';

describe('People texts the spec quotes (§8), word for word', () => {
  it('the toasts of employee and group actions', () => {
    expect(PEOPLE_TOASTS).toEqual({
      activated: 'Employee Activated',
      deactivated: 'Employee Deactivated',
      deleted: 'Employee Deleted',
      earningsResumed: 'Employee earnings resumed',
      inviteSent: 'Invite Sent',
      groupCreated: 'Group Created Successfully',
      groupDeleted: 'Group Deleted Successfully',
      assigned: 'Assigned to Group',
    });
  });

  it('the export info toast, the failed account check and the empty list', () => {
    expect(DOWNLOADING_DATA).toBe('Downloading Data...');
    expect(nameEnquiryFailure(null)).toBe('Error Validating Account Details');
    expect(EMPLOYEES_COPY.emptyAllHeader).toBe('Add your first employee');
  });

  it('the toasts of a finished bulk upload', () => {
    expect(PEOPLE_MESSAGES.uploaded).toBe('Employees Uploaded');
    expect(PEOPLE_MESSAGES.uploadFailed).toBe('Unable to upload some employees. Please review and try again');
  });
});
