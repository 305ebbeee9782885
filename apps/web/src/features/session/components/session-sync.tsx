// Keeps the stored session's employer part current (e.g. adminVerify after the business is verified): fetched when
// the app starts and whenever the window regains focus. Also shows the support banner in a support session.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionProfileQuery } from '@/lib/storage/session-profile.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { SupportBanner } from './support-banner.tsx';

export function SessionSync() {
  // A sub-account session is set approved by the client itself (spec §4 rule 7): nothing to refresh there.
  const enabled = useSessionStore((state) => state.loggedIn && state.mainAccount === null);
  const { data } = useQuery({ ...sessionProfileQuery(), enabled, refetchOnWindowFocus: 'always' });
  useEffect(() => {
    if (data) useSessionStore.getState().applyProfile(data);
  }, [data]);
  return <SupportBanner />;
}
