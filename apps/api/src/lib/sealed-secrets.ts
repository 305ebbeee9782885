// Secrets needed in clear later (to sign, to encrypt a PDF) are stored sealed: AES-256-GCM with a key derived from
// APP_SECRET for one purpose each, so a copy of the database alone reveals none of them.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveSecret } from './derive-secret.ts';

const keyOf = (appSecret: string, purpose: string) => Buffer.from(deriveSecret(appSecret, purpose), 'hex');

export function seal(appSecret: string, purpose: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

export function unseal(appSecret: string, purpose: string, stored: string): string {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret, purpose), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
}
