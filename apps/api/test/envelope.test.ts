// The payload envelope of spec §7: with encryption on, the session and account calls travel as { iv, encryptedValue }
// (AES-256-CBC, random 16-byte iv) both ways; bad envelopes are a 400, never a 5xx. With encryption off, plain JSON.
import { createCipheriv, randomBytes } from 'node:crypto';
import { AUTH_PATHS, ErrorCode, PayloadCipher } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './helpers/auth-flows.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const ENCRYPTED_POSTS = [
  AUTH_PATHS.signup,
  AUTH_PATHS.verifyEmailCode,
  AUTH_PATHS.verifyAccount,
  AUTH_PATHS.resendVerification,
  AUTH_PATHS.createBusinessPassword,
  AUTH_PATHS.login,
  AUTH_PATHS.resendLoginCode,
  AUTH_PATHS.refresh,
  AUTH_PATHS.forgotPassword,
  AUTH_PATHS.resetPassword,
  AUTH_PATHS.memberCreatePassword,
  AUTH_PATHS.memberResetPassword,
];

const mustBeEncrypted = {
  error: true,
  message: 'This request must be encrypted',
  code: ErrorCode.payloadEncryption,
};
const unreadable = {
  error: true,
  message: 'The encrypted payload could not be read',
  code: ErrorCode.payloadEncryption,
};

describe('encryption on', () => {
  let t: TestApp;
  let cipher: PayloadCipher;
  beforeAll(async () => {
    t = await startTestApp({ encryption: true });
    cipher = t.cipher!;
  });
  afterAll(() => t.close());

  /** Sends exactly `payload` (no envelope added) and decrypts the answer. */
  async function sendRaw(path: string, payload: unknown) {
    const response = await t.app.inject({ method: 'POST', url: api(path), payload: payload as object });
    const raw = response.json();
    return { status: response.statusCode, raw, body: await cipher.decrypt(raw) };
  }

  it.each(ENCRYPTED_POSTS)(
    '%s refuses a plain JSON body with 400 PAYLOAD_ENCRYPTION, in an encrypted answer',
    async (path) => {
      const response = await sendRaw(path, { email: 'owner@example.com' });
      expect(response.status).toBe(400);
      expect(Object.keys(response.raw).sort()).toEqual(['encryptedValue', 'iv']);
      expect(response.body).toEqual(mustBeEncrypted);
    },
  );

  it.each(ENCRYPTED_POSTS)(
    '%s answers an encrypted request in the envelope, errors included',
    async (path) => {
      const response = await sendRaw(path, await cipher.encrypt({ stage: 9 }));
      expect(response.status).toBe(400);
      expect(response.raw.iv).toMatch(/^[0-9a-f]{32}$/);
      expect(response.body).toMatchObject({
        error: true,
        message: 'Validation Errors',
        code: ErrorCode.validation,
      });
    },
  );

  it('every answer gets a fresh random iv', async () => {
    const body = await cipher.encrypt({ email: 'same@example.com' });
    const first = await sendRaw(AUTH_PATHS.forgotPassword, body);
    const second = await sendRaw(AUTH_PATHS.forgotPassword, body);
    expect(first.status).toBe(200);
    expect(first.raw.iv).not.toBe(second.raw.iv);
    expect(first.body).toEqual(second.body);
  });

  it('a tampered envelope is a 400, never a 5xx', async () => {
    const envelope = await cipher.encrypt({ email: 'owner@example.com' });
    const bytes = Buffer.from(envelope.encryptedValue, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1]! + 1) % 256;
    const flipped = await sendRaw(AUTH_PATHS.forgotPassword, {
      ...envelope,
      encryptedValue: bytes.toString('base64'),
    });
    expect(flipped.status).toBe(400);
    expect(flipped.body).toEqual(unreadable);

    const notBase64 = await sendRaw(AUTH_PATHS.forgotPassword, {
      ...envelope,
      encryptedValue: '%%%not-base64%%%',
    });
    expect(notBase64.status).toBe(400);
    expect(notBase64.body).toEqual(unreadable);

    const shortIv = await sendRaw(AUTH_PATHS.forgotPassword, { ...envelope, iv: 'abc' });
    expect(shortIv.status).toBe(400);
    expect(shortIv.body).toEqual(mustBeEncrypted);
  });

  it('a changed iv never yields a 5xx', async () => {
    const envelope = await cipher.encrypt({ email: 'owner@example.com' });
    for (let i = 0; i < 20; i++) {
      const response = await sendRaw(AUTH_PATHS.forgotPassword, {
        ...envelope,
        iv: randomBytes(16).toString('hex'),
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });

  it('an envelope made with another key, or holding text that is not JSON, cannot be read', async () => {
    const stranger = await PayloadCipher.fromHexKey(randomBytes(32).toString('hex'));
    const foreign = await sendRaw(
      AUTH_PATHS.forgotPassword,
      await stranger.encrypt({ email: 'owner@example.com' }),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual(unreadable);

    const iv = randomBytes(16);
    const aes = createCipheriv('aes-256-cbc', Buffer.from(t.config.PAYLOAD_ENCRYPTION_KEY!, 'hex'), iv);
    const encryptedValue = Buffer.concat([aes.update('email=owner@example.com'), aes.final()]).toString(
      'base64',
    );
    const notJson = await sendRaw(AUTH_PATHS.forgotPassword, { iv: iv.toString('hex'), encryptedValue });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual(unreadable);
  });

  it('a payload that arrives as a JSON string holding JSON is parsed', async () => {
    const response = await sendRaw(
      AUTH_PATHS.forgotPassword,
      await cipher.encrypt(JSON.stringify({ email: 'owner@example.com' })),
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Password reset pin has been sent to your email address',
      data: null,
    });
  });

  it('calls outside the session and account calls stay plain JSON', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toMatchObject({ message: 'OK' });
    const clientInfo = await t.app.inject({
      method: 'GET',
      url: api(AUTH_PATHS.clientInfo),
      remoteAddress: '102.89.34.10',
    });
    expect(clientInfo.json()).toEqual({ message: 'Client', data: { ipAddress: '102.89.34.10' } });
  });
});

describe('encryption off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ encryption: false });
  });
  afterAll(() => t.close());

  it('the calls take and answer plain JSON', async () => {
    expect(t.cipher).toBeNull();
    const response = await t.app.inject({
      method: 'POST',
      url: api(AUTH_PATHS.forgotPassword),
      payload: { email: 'owner@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Password reset pin has been sent to your email address',
      data: null,
    });
  });

  it('an envelope is not decrypted: it is an invalid body', async () => {
    const cipher = await PayloadCipher.fromHexKey(randomBytes(32).toString('hex'));
    const response = await t.app.inject({
      method: 'POST',
      url: api(AUTH_PATHS.forgotPassword),
      payload: await cipher.encrypt({ email: 'owner@example.com' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: true,
      message: 'Validation Errors',
      code: ErrorCode.validation,
      errors: { email: ['Email is required'] },
    });
  });
});
