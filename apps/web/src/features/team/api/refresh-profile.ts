// After a change to the signed-in member's own role (ownership transfer), the stored session follows the server.
import { PROFILE_PATHS, sessionProfileResponse } from '@paydesk/contracts';
import { parseResponse, request } from '@/lib/api/index.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';

export async function refreshSessionProfile(): Promise<void> {
  const { data } = parseResponse(
    sessionProfileResponse,
    await request({ method: 'GET', path: PROFILE_PATHS.profile }),
  );
  useSessionStore.setState({ employer: data.employer, company: data.company, member: data.member });
}
