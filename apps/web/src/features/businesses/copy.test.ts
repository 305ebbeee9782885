import { describe, expect, it } from 'vitest';
import { SWITCHER_COPY, SWITCHING_COPY } from './copy.ts';

describe('multiple businesses texts (spec §2.6, §8)', () => {
  it('quotes the switcher and switching modal texts exactly', () => {
    expect(SWITCHER_COPY.loggedIn).toBe('Logged in');
    expect(SWITCHER_COPY.switch).toBe('Switch');
    expect(SWITCHER_COPY.loading).toBe('Loading businesses...');
    expect(SWITCHER_COPY.empty).toBe('No businesss yet');
    expect(SWITCHER_COPY.invalidSubAccount).toBe('Invalid sub-account selected');
    expect(SWITCHING_COPY.switchingTitle).toBe('Switching Account');
    expect(SWITCHING_COPY.switchingMessage).toBe('Please wait while we log you in...');
    expect(SWITCHING_COPY.incompleteTitle).toBe('Incomplete Account Registration');
    expect(SWITCHING_COPY.incompleteMessage).toBe('Kindly complete the account registration to continue');
    expect(Object.values(SWITCHING_COPY.steps)).toEqual([
      'Fill Company Info',
      'Admin Approval',
      'Accept Email Invite',
    ]);
    expect(SWITCHING_COPY.close).toBe('Close');
  });
});
