// Signing secrets are needed in clear to sign, so they are stored encrypted (AES-256-GCM) with a key derived from
// APP_SECRET for this one purpose: a copy of the database alone does not reveal them.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveSecret } from '../../lib/derive-secret.ts';

const keyOf = (appSecret: string) => Buffer.from(deriveSecret(appSecret, 'webhook-signing-secrets'), 'hex');

export function sealSecret(appSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

export function openSecret(appSecret: string, stored: string): string {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
}
