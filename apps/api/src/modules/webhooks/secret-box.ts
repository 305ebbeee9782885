// Signing secrets are needed in clear to sign, so they are stored sealed (lib/sealed-secrets.ts) with a key derived
// from APP_SECRET for this one purpose: a copy of the database alone does not reveal them.
import { seal, unseal } from '../../lib/sealed-secrets.ts';

const PURPOSE = 'webhook-signing-secrets';

export const sealSecret = (appSecret: string, secret: string) => seal(appSecret, PURPOSE, secret);
export const openSecret = (appSecret: string, stored: string) => unseal(appSecret, PURPOSE, stored);
