// The payload envelope of spec §7: AES-256-CBC with a random 16-byte iv, carried as { iv, encryptedValue }.
// Written on WebCrypto so the browser and the server share one implementation.
// Key: 32 bytes as 64 hex characters. iv: hex. encryptedValue: base64 of the ciphertext of the JSON text.
import { z } from 'zod';

export const encryptedEnvelope = z.object({
  iv: z.string().regex(/^[0-9a-f]{32}$/i),
  encryptedValue: z.string().min(1),
});
export type EncryptedEnvelope = z.infer<typeof encryptedEnvelope>;

export function isEncryptedEnvelope(value: unknown): value is EncryptedEnvelope {
  return encryptedEnvelope.safeParse(value).success;
}

const hexToBytes = (hex: string) => {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
};
const bytesToHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const bytesToBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
};
const base64ToBytes = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export class PayloadCipher {
  private constructor(private readonly key: CryptoKey) {}

  static async fromHexKey(hexKey: string): Promise<PayloadCipher> {
    if (!/^[0-9a-f]{64}$/i.test(hexKey))
      throw new Error('PAYLOAD_ENCRYPTION_KEY must be 64 hex characters (32 bytes)');
    const key = await crypto.subtle.importKey('raw', hexToBytes(hexKey), { name: 'AES-CBC' }, false, [
      'encrypt',
      'decrypt',
    ]);
    return new PayloadCipher(key);
  }

  async encrypt(value: unknown): Promise<EncryptedEnvelope> {
    const iv = crypto.getRandomValues(new Uint8Array(16));
    const plain = new TextEncoder().encode(JSON.stringify(value));
    const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, this.key, plain));
    return { iv: bytesToHex(iv), encryptedValue: bytesToBase64(cipher) };
  }

  /** Decrypts and parses; throws on a bad key, a tampered value or text that is not JSON. */
  async decrypt(envelope: EncryptedEnvelope): Promise<unknown> {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-CBC', iv: hexToBytes(envelope.iv) },
      this.key,
      base64ToBytes(envelope.encryptedValue),
    );
    const text = new TextDecoder().decode(plain);
    const parsed: unknown = JSON.parse(text);
    // Some responses arrive as a JSON string holding JSON (spec §7); unwrap once.
    return typeof parsed === 'string' ? parseMaybeJson(parsed) : parsed;
  }
}

/** Parses text that may hold JSON; returns the text itself when it does not. */
export function parseMaybeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
