import { describe, expect, it } from 'vitest';
import { TEAM_COPY } from './copy.ts';

describe('team texts (spec §8)', () => {
  it("confirms invitations with 'Invite Sent'", () => {
    expect(TEAM_COPY.inviteSent).toBe('Invite Sent');
  });
  it('names the settings pages as the header title map does', () => {
    expect(TEAM_COPY.title).toBe('Team Management');
  });
});
