// Sub-account calls send the kept main account token as a custom token (spec §6) while it is still valid; an
// expired one is not sent (a custom-token call cannot refresh) and the server maps the sub-account session to its
// main account instead (docs/decisions/0003-sub-accounts.md).
import type { RequestOptions } from '@/lib/api/index.ts';
import { tokenExpiryFrom } from '@/lib/api/token-expiry.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';

const MARGIN_MS = 30_000;

export function mainAccountCall(now = Date.now()): Pick<RequestOptions, 'customToken'> {
  const main = useSessionStore.getState().mainAccount;
  if (!main) return {};
  const expiry = tokenExpiryFrom(main.token);
  return expiry !== null && expiry > now + MARGIN_MS ? { customToken: main.token } : {};
}
