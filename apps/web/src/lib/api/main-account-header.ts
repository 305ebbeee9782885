// Requests of a sub-account session carry the main account id as `x_default_request` (spec §6). The server only
// checks it against the session (docs/decisions/0003-sub-accounts.md); the tenant still comes from the token.
import { MAIN_ACCOUNT_HEADER } from '@paydesk/contracts/constants';
import type { RequestOptions } from './client.ts';

export function withMainAccountHeader(options: RequestOptions, mainAccountId: string | null): RequestOptions {
  if (!mainAccountId || options.headers?.[MAIN_ACCOUNT_HEADER]) return options;
  return { ...options, headers: { ...options.headers, [MAIN_ACCOUNT_HEADER]: mainAccountId } };
}
