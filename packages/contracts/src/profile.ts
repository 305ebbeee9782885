// The signed-in session's profile, fetched again when it may have changed (e.g. after the business was verified):
// the employer, company and member parts of the login session of spec §3, and whether it is a support session.
import { z } from 'zod';
import { employerProfile, loginSession } from './auth.ts';
import { success } from './envelope.ts';

export const sessionProfile = z.object({
  employer: employerProfile,
  company: loginSession.shape.company,
  member: loginSession.shape.member,
  /** Set when a Paydesk operator signed in to the business as support. */
  support: z.object({ operatorName: z.string() }).nullable(),
});
export type SessionProfile = z.infer<typeof sessionProfile>;

export const sessionProfileResponse = success(sessionProfile);

export const PROFILE_PATHS = {
  profile: '/b2b/employer/profile',
} as const;
