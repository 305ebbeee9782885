import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isEncryptedEnvelope, PayloadCipher, parseMaybeJson } from './cipher.ts';

const key = randomBytes(32).toString('hex');

describe('payload envelope (AES-256-CBC, random 16-byte iv, { iv, encryptedValue })', () => {
  it('round-trips a payload', async () => {
    const cipher = await PayloadCipher.fromHexKey(key);
    const payload = { email: 'ada@example.ng', resetPin: 123456, nested: { list: [1, 'two', null] } };
    const envelope = await cipher.encrypt(payload);
    expect(isEncryptedEnvelope(envelope)).toBe(true);
    expect(envelope.iv).toMatch(/^[0-9a-f]{32}$/);
    expect(await cipher.decrypt(envelope)).toEqual(payload);
  });

  it('uses a fresh iv each time', async () => {
    const cipher = await PayloadCipher.fromHexKey(key);
    const a = await cipher.encrypt({ same: true });
    const b = await cipher.encrypt({ same: true });
    expect(a.iv).not.toBe(b.iv);
    expect(a.encryptedValue).not.toBe(b.encryptedValue);
  });

  it('is standard AES-256-CBC with PKCS#7 padding, readable by node:crypto both ways', async () => {
    const cipher = await PayloadCipher.fromHexKey(key);
    const envelope = await cipher.encrypt({ hello: 'world' });
    const decipher = createDecipheriv(
      'aes-256-cbc',
      Buffer.from(key, 'hex'),
      Buffer.from(envelope.iv, 'hex'),
    );
    const plain = Buffer.concat([
      decipher.update(Buffer.from(envelope.encryptedValue, 'base64')),
      decipher.final(),
    ]);
    expect(JSON.parse(plain.toString('utf8'))).toEqual({ hello: 'world' });

    const iv = randomBytes(16);
    const nodeCipher = createCipheriv('aes-256-cbc', Buffer.from(key, 'hex'), iv);
    const encryptedValue = Buffer.concat([
      nodeCipher.update(JSON.stringify({ from: 'node' })),
      nodeCipher.final(),
    ]).toString('base64');
    expect(await cipher.decrypt({ iv: iv.toString('hex'), encryptedValue })).toEqual({ from: 'node' });
  });

  it('parses a response that arrives as a JSON string holding JSON', async () => {
    const cipher = await PayloadCipher.fromHexKey(key);
    const envelope = await cipher.encrypt(JSON.stringify({ message: 'ok', data: 1 }));
    expect(await cipher.decrypt(envelope)).toEqual({ message: 'ok', data: 1 });
    expect(parseMaybeJson('not json')).toBe('not json');
  });

  it('refuses a wrong key and a tampered value', async () => {
    const cipher = await PayloadCipher.fromHexKey(key);
    const other = await PayloadCipher.fromHexKey(randomBytes(32).toString('hex'));
    const envelope = await cipher.encrypt({ secret: 'x'.repeat(40) });
    await expect(other.decrypt(envelope)).rejects.toThrow();
    // Flip a character of the first ciphertext block to a different one (never a no-op).
    const first = envelope.encryptedValue[0] === 'A' ? 'B' : 'A';
    const tampered = { ...envelope, encryptedValue: `${first}${envelope.encryptedValue.slice(1)}` };
    await expect(cipher.decrypt(tampered).then((v) => JSON.stringify(v))).rejects.toThrow();
  });

  it('rejects keys that are not 32 bytes of hex', async () => {
    await expect(PayloadCipher.fromHexKey('abc')).rejects.toThrow(/64 hex/);
  });
});
