// A small client for the auth API: bodies go through the payload envelope when the server has a key.
import { isEncryptedEnvelope, PayloadCipher } from '../../packages/contracts/src/cipher.ts';
import { AUTH_PATHS, CHANNEL } from './contracts.ts';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: { message: string; data: T } & Record<string, unknown>;
}

export class ApiClient {
  private constructor(
    readonly baseUrl: string,
    readonly cipher: PayloadCipher | null,
  ) {}

  /** Reads the payload key the web app gets (/config.js), or BENCH_PAYLOAD_KEY when set. */
  static async connect(baseUrl: string): Promise<ApiClient> {
    let key = process.env.BENCH_PAYLOAD_KEY ?? null;
    if (!key) {
      const script = await (await fetch(`${baseUrl}/config.js`)).text();
      const json = script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1);
      key = (JSON.parse(json) as { payloadEncryptionKey: string | null }).payloadEncryptionKey;
    }
    return new ApiClient(baseUrl.replace(/\/$/, ''), key ? await PayloadCipher.fromHexKey(key) : null);
  }

  /** The request body as sent on the wire (encrypted when the envelope is on). */
  async wireBody(body: unknown): Promise<string> {
    return JSON.stringify(this.cipher ? await this.cipher.encrypt(body) : body);
  }

  async post<T = unknown>(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    const response = await fetch(`${this.baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: await this.wireBody(body),
    });
    let parsed: unknown = await response.json();
    if (this.cipher && isEncryptedEnvelope(parsed)) parsed = await this.cipher.decrypt(parsed);
    return { status: response.status, body: parsed as ApiAnswer<T>['body'] };
  }

  async mail(
    to: string,
  ): Promise<Array<{ id: string; subject: string; textBody: string; createdAt: string }>> {
    const response = await fetch(
      `${this.baseUrl}/dev/mailbox/api/messages?to=${encodeURIComponent(to)}&limit=200`,
    );
    if (!response.ok) throw new Error(`dev mailbox answered ${response.status}`);
    return (
      (await response.json()) as {
        data: Array<{ id: string; subject: string; textBody: string; createdAt: string }>;
      }
    ).data;
  }

  /** Waits for the newest mail to `to` whose subject matches, not in `seen`. */
  async waitForMail(to: string, subject: RegExp, seen: Set<string> = new Set(), timeoutMs = 20_000) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.mail(to)).find((m) => subject.test(m.subject) && !seen.has(m.id));
      if (found) return found;
      if (Date.now() > until) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export const sixDigits = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** An access token for a member, through both login stages (the code read from the dev mailbox). */
export async function loginToken(api: ApiClient, email: string, password: string): Promise<string> {
  const credentials = { email, password, channel: CHANNEL };
  const seen = new Set((await api.mail(credentials.email)).map((m) => m.id));
  const stage1 = await api.post<{ challengeId: string }>(AUTH_PATHS.login, { stage: 1, ...credentials });
  const mail = await api.waitForMail(credentials.email, /^Your login code/, seen);
  const stage2 = await api.post<{ token: string }>(AUTH_PATHS.login, {
    stage: 2,
    ...credentials,
    otp: sixDigits(mail.textBody),
    challengeId: stage1.body.data.challengeId,
  });
  if (stage2.status !== 200) throw new Error(`login stage 2 answered ${stage2.status}`);
  return stage2.body.data.token;
}

/** The demo employer's access token, through both login stages (the code read from the dev mailbox). */
export const demoToken = (api: ApiClient) => loginToken(api, 'demo@paydesk.ng', 'Paydesk-Demo-2026!');
