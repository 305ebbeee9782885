import { describe, expect, it } from 'vitest';
import { ASSIGNMENT_LABELS, DOWNLOADING_DATA, EMPTY_STATE_HEADER, TOAST_TITLES } from './copy.ts';

describe('shared pieces (spec §2.6)', () => {
  it('toasts have the default titles Success Message, Warning Message, Error Message, System Notification', () => {
    expect(TOAST_TITLES).toEqual({
      success: 'Success Message',
      warning: 'Warning Message',
      error: 'Error Message',
      info: 'System Notification',
    });
  });

  it("the empty state's header defaults to 'Oops! Nothing to see here'", () => {
    expect(EMPTY_STATE_HEADER).toBe('Oops! Nothing to see here');
  });

  it('the assignment pill reads Assigned or Not Assigned', () => {
    expect(ASSIGNMENT_LABELS).toEqual({ assigned: 'Assigned', notAssigned: 'Not Assigned' });
  });

  it("exports announce 'Downloading Data...'", () => {
    expect(DOWNLOADING_DATA).toBe('Downloading Data...');
  });
});
