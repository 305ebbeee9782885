// The request layer of spec §7 and §8, driven through a fake transport (the network is outside the product).
import { PayloadCipher } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { harness, reply } from './client-harness.ts';

describe('request layer: headers, payloads and base URLs (spec §7)', () => {
  it('sends Authorization: Bearer with the session token, a cleaned body and the query string', async () => {
    const { client, calls } = harness(() => reply(200, { message: 'ok', data: { id: 1 } }));
    const result = await client.request({
      method: 'POST',
      path: '/things',
      query: { page: 1, search: '' },
      body: { name: 'Acme', note: '', logo: null },
    });
    expect(result).toEqual({ message: 'ok', data: { id: 1 } });
    expect(calls[0]).toMatchObject({
      url: '/api/things?page=1',
      method: 'POST',
      headers: { Authorization: 'Bearer t1', 'Content-Type': 'application/json' },
      body: { name: 'Acme' },
    });
  });

  it('omits the token when useLoginToken is false, sends a custom token instead when given, and uses the secondary base URL', async () => {
    const { client, calls } = harness(() => reply(200, { message: 'ok', data: null }));
    await client.request({ method: 'GET', path: '/a', useLoginToken: false });
    await client.request({
      method: 'POST',
      path: '/b',
      baseUrl: 'secondary',
      customToken: 'main-token',
      body: {},
    });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[1]?.url).toBe('/api-2/b');
    expect(calls[1]?.headers.Authorization).toBe('Bearer main-token');
  });

  it('a success body containing both error and message shows the message as a toast', async () => {
    const { client, toasts } = harness(() =>
      reply(200, { error: true, message: 'Wallet is frozen', data: null }),
    );
    await client.request({ method: 'GET', path: '/wallet' });
    expect(toasts).toEqual([{ kind: 'error', message: 'Wallet is frozen' }]);
  });
});

describe('request layer: the encrypted envelope (spec §7)', () => {
  const keyHex = '0f'.repeat(32);

  it('an encrypted call sends {iv, encryptedValue} and decrypts a response that has them', async () => {
    const cipher = await PayloadCipher.fromHexKey(keyHex);
    const { client, calls } = harness(
      async () => reply(200, await cipher.encrypt({ message: 'ok', data: { stage: 2 } })),
      {
        cipher,
      },
    );
    const result = await client.request({
      method: 'POST',
      path: '/auth/employer/login',
      body: { email: 'ada@acme.ng', ipAddress: '' },
      encrypted: true,
    });
    expect(result).toEqual({ message: 'ok', data: { stage: 2 } });
    const sent = calls[0]?.body as { iv: string; encryptedValue: string };
    expect(Object.keys(sent).sort()).toEqual(['encryptedValue', 'iv']);
    expect(await cipher.decrypt(sent)).toEqual({ email: 'ada@acme.ng' });
  });

  it('an encrypted error response is decrypted and passed on', async () => {
    const cipher = await PayloadCipher.fromHexKey(keyHex);
    const body = {
      error: true,
      message: 'Validation Errors',
      code: 'VALIDATION_ERROR',
      errors: { email: ['Taken'] },
    };
    const { client } = harness(async () => reply(422, await cipher.encrypt(body)), { cipher });
    const error = await client
      .request<never>({ method: 'POST', path: '/x', body: {}, encrypted: true })
      .catch((e: ApiError) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Validation Errors');
    expect(error.payload).toEqual(body);
  });

  it('a call not marked encrypted sends its body in the clear', async () => {
    const cipher = await PayloadCipher.fromHexKey(keyHex);
    const { client, calls } = harness(() => reply(200, { message: 'ok', data: null }), { cipher });
    await client.request({ method: 'POST', path: '/plain', body: { a: 1 } });
    expect(calls[0]?.body).toEqual({ a: 1 });
  });

  it('a response that is a JSON string is parsed', async () => {
    const { client } = harness(() => reply(200, JSON.stringify({ message: 'ok', data: [1, 2] })));
    expect(await client.request({ method: 'GET', path: '/s' })).toEqual({ message: 'ok', data: [1, 2] });
  });
});

describe('request layer: the error catalogue (spec §8)', () => {
  const failure = (handle: () => Response | Promise<Response>, options?: { online?: boolean }) =>
    harness(handle, options)
      .client.request({ method: 'GET', path: '/x' })
      .catch((error: ApiError) => error.message);

  it("decoding failure gives 'Invalid response data.'", async () => {
    expect(await failure(() => reply(200, '<html>', true))).toBe('Invalid response data.');
    expect(await failure(() => reply(200, { iv: 'ab'.repeat(16), encryptedValue: 'xyz' }))).toBe(
      'Invalid response data.',
    );
  });

  it("no response while offline gives 'No Internet Connection'", async () => {
    expect(await failure(() => Promise.reject(new TypeError('fetch failed')), { online: false })).toBe(
      'No Internet Connection',
    );
  });

  it("no response while online gives 'Error: Invalid request. Please try again later.'", async () => {
    expect(await failure(() => Promise.reject(new TypeError('fetch failed')))).toBe(
      'Error: Invalid request. Please try again later.',
    );
  });

  it("a response without data gives 'response.data is not defined!'", async () => {
    expect(await failure(() => reply(200, '', true))).toBe('response.data is not defined!');
  });

  it("a body that cannot be read gives 'Invalid response data.'", async () => {
    expect(
      await failure(() => ({ ok: true, status: 200, text: () => Promise.reject(new Error('x')) }) as never),
    ).toBe('Invalid response data.');
  });

  it("any other failure gives 'An error occurred. Please try again later.'", async () => {
    // A body that cannot be serialised fails before anything is sent.
    const { client } = harness(() => reply(200, {}));
    const broken = { method: 'POST' as const, path: '/x', body: { big: 10n } };
    expect(await client.request(broken).catch((e: ApiError) => e.message)).toBe(
      'An error occurred. Please try again later.',
    );
  });
});
