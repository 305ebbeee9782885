// What sign-up collected about the business, to prefill the business-information steps instead of asking again.
import { useSessionStore } from '@/lib/storage/session-store.ts';

export function useSignupAnswers(): { businessName: string; contactEmail: string; contactPhone: string } {
  const employer = useSessionStore((state) => state.employer);
  return {
    businessName: employer?.companyName ?? '',
    contactEmail: employer?.email ?? '',
    contactPhone: employer?.phoneNumber ?? '',
  };
}
