// Arranging state through the API when a journey is not about it (e.g. a confirmed owner for the reset
// journey). Bodies go through the payload envelope with the key the web app itself is given in /config.js.
import { isEncryptedEnvelope, PayloadCipher } from '../../packages/contracts/src/cipher.ts';
import type { Mailbox } from './mailbox.ts';

export interface Owner {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  jobTitle: string;
  companyName: string;
  businessType: 'registered business' | 'freelance business (not registered)';
  password: string;
}

let counter = 0;

/** A new business owner with a unique email; nothing is created yet. */
export function newOwner(overrides: Partial<Owner> = {}): Owner {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    firstName: 'Chiamaka',
    lastName: 'Eze',
    email: `owner-${id}@e2e.paydesk.ng`,
    phoneNumber: '08031234567',
    jobTitle: 'Managing Director',
    companyName: `Eze Kitchens ${id}`,
    businessType: 'registered business',
    password: `Lagos-Harbour-${id}!`,
    ...overrides,
  };
}

export class Api {
  private constructor(
    private readonly baseURL: string,
    private readonly cipher: PayloadCipher | null,
  ) {}

  static async connect(baseURL: string): Promise<Api> {
    const script = await (await fetch(new URL('/config.js', baseURL))).text();
    const config = JSON.parse(script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1)) as {
      payloadEncryptionKey: string | null;
    };
    const cipher = config.payloadEncryptionKey
      ? await PayloadCipher.fromHexKey(config.payloadEncryptionKey)
      : null;
    return new Api(baseURL, cipher);
  }

  async post<T>(path: string, body: unknown): Promise<{ status: number; message: string; data: T }> {
    return this.call<T>('POST', path, { body, encrypted: true });
  }

  /** Any call, signed in with `token` when given; GET sends `query` in the URL. Only the routes of the encrypted
   *  envelope (the sign-in journey) take an `encrypted` body. */
  async call<T>(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    path: string,
    options: {
      body?: unknown;
      token?: string;
      query?: Record<string, string>;
      headers?: Record<string, string>;
      encrypted?: boolean;
    } = {},
  ): Promise<{ status: number; message: string; data: T }> {
    const url = new URL(`/api${path}`, this.baseURL);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
    const hasBody = options.body !== undefined;
    const response = await fetch(url, {
      method,
      headers: {
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(hasBody
        ? {
            body: JSON.stringify(
              this.cipher && options.encrypted ? await this.cipher.encrypt(options.body) : options.body,
            ),
          }
        : {}),
    });
    let parsed: unknown = await response.json();
    if (this.cipher && isEncryptedEnvelope(parsed)) parsed = await this.cipher.decrypt(parsed);
    const { message, data } = parsed as { message: string; data: T };
    return { status: response.status, message, data };
  }

  /** Sign-up, email confirmation by code and the business password, as the web app would do them. */
  async createConfirmedOwner(mailbox: Mailbox, owner: Owner = newOwner()): Promise<Owner> {
    const { password, ...signup } = owner;
    const since = new Date();
    const created = await this.post('/auth/employer/signup', signup);
    if (created.status !== 201) throw new Error(`signup answered ${created.status}: ${created.message}`);
    const { code } = await mailbox.confirmation(owner.email, { since });
    const verified = await this.post<{ passwordToken: string }>('/auth/employer/verify-email', {
      email: owner.email,
      code,
    });
    if (verified.status !== 200)
      throw new Error(`verify-email answered ${verified.status}: ${verified.message}`);
    const pw = await this.post('/auth/employer/create-password', {
      token: verified.data.passwordToken,
      password,
      password_confirmation: password,
    });
    if (pw.status !== 200) throw new Error(`create-password answered ${pw.status}: ${pw.message}`);
    return owner;
  }
}
