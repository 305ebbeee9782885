// The demo business's API key, so its API keys page is not empty. Its secret is made and dropped here: only the
// hash is stored and the secret is printed nowhere (a demo user rotates the key to get one).
import type { ApiKeyScope, RailsMode } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import { newSecret } from './api-key-secrets.ts';
import { hasApiKeyNamed, insertApiKey } from './api-keys.queries.ts';

export const DEMO_API_KEY_NAME = 'Accounting sync';
const DEMO_SCOPES: ApiKeyScope[] = ['wallets.view', 'payments.transactions.view', 'people.employees.view'];

export async function seedDemoApiKey(
  db: Database,
  rails: RailsMode,
  companyId: string,
  createdByMemberId: string,
) {
  if (await hasApiKeyNamed(db, companyId, DEMO_API_KEY_NAME)) return;
  const { prefix, secretHash } = newSecret(rails);
  await insertApiKey(db, {
    companyId,
    name: DEMO_API_KEY_NAME,
    prefix,
    secretHash,
    scopes: DEMO_SCOPES,
    allowedIps: [],
    createdBy: createdByMemberId,
  });
}
