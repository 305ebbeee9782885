// Issue 26: a withdrawn invitation's link page says the invitation was withdrawn, not that the link expired.
import { ErrorCode, INVITATION_WITHDRAWN_MESSAGE } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api/index.ts';
import { unusableLinkHint, WITHDRAWN_INVITATION_HINT } from './invitation-links.ts';

describe('the page of an invitation link that no longer works', () => {
  const expired = 'Invitation links work once and expire.';
  it('says the business withdrew the invitation when the API says so', () => {
    const error = new ApiError(INVITATION_WITHDRAWN_MESSAGE, {
      kind: 'http',
      status: 400,
      code: ErrorCode.invitationWithdrawn,
    });
    expect(error.message).toBe('This invitation was withdrawn.');
    expect(unusableLinkHint(error, expired)).toBe(WITHDRAWN_INVITATION_HINT);
  });
  it("keeps the page's own hint for a used or expired link, and for any other failure", () => {
    const used = new ApiError('This link is invalid or has expired.', {
      kind: 'http',
      status: 400,
      code: ErrorCode.invalidToken,
    });
    expect(unusableLinkHint(used, expired)).toBe(expired);
    expect(unusableLinkHint(new Error('offline'), expired)).toBe(expired);
  });
});
