import { describe, expect, it } from 'vitest';
import { ADMINS_COPY } from './admins-copy.ts';

describe('administrators texts (spec §6, §8)', () => {
  it("quotes 'Invite Sent' and 'Admin assigned to business(es)'", () => {
    expect(ADMINS_COPY.inviteSent).toBe('Invite Sent');
    expect(ADMINS_COPY.assigned).toBe('Admin assigned to business(es)');
  });
});
