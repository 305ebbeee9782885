// Opening a password-protected PDF of pdfkit (AES-256, PDF 1.7 extension level 3: /V 5 /R 5) without a PDF library:
// the user password checks against /U (SHA-256 of the password and its validation salt), unwraps the file key from
// /UE, and the key decrypts each stream (AES-256-CBC, the IV in front). Enough to read the text back (pdf-text.ts).
import { createDecipheriv, createHash } from 'node:crypto';

const hexEntry = (dict: string, name: string) => {
  const m = dict.match(new RegExp(`/${name} <([0-9a-fA-F]+)>`));
  return m ? Buffer.from(m[1]!, 'hex') : null;
};

/** The /Encrypt dictionary the trailer names, or null when the PDF is not encrypted. */
export function encryptDictionary(pdf: Buffer): string | null {
  const raw = pdf.toString('latin1');
  const ref = raw.match(/trailer\s*<<[\s\S]*?\/Encrypt (\d+) 0 R[\s\S]*?>>/);
  if (!ref) return null;
  const obj = raw.match(new RegExp(`\\n${ref[1]} 0 obj\\s*<<([\\s\\S]*?)>>\\s*endobj`));
  return obj ? obj[1]! : null;
}

/** The file key when `password` opens the PDF, null when it does not. */
export function fileKey(pdf: Buffer, password: string): Buffer | null {
  const dict = encryptDictionary(pdf);
  if (!dict) throw new Error('not encrypted');
  const u = hexEntry(dict, 'U')!;
  const ue = hexEntry(dict, 'UE')!;
  const pw = Buffer.from(password, 'utf8');
  const hash = createHash('sha256')
    .update(Buffer.concat([pw, u.subarray(32, 40)]))
    .digest();
  if (!hash.equals(u.subarray(0, 32))) return null;
  const intermediate = createHash('sha256')
    .update(Buffer.concat([pw, u.subarray(40, 48)]))
    .digest();
  const decipher = createDecipheriv('aes-256-cbc', intermediate, Buffer.alloc(16));
  decipher.setAutoPadding(false);
  return Buffer.concat([decipher.update(ue), decipher.final()]);
}

/** The PDF with each stream decrypted (still compressed as it was), for pdfTextOf. */
export function decryptedPdf(pdf: Buffer, password: string): Buffer {
  const key = fileKey(pdf, password);
  if (!key) throw new Error('wrong password');
  const raw = pdf.toString('latin1');
  return Buffer.from(
    raw.replace(/stream\r?\n([\s\S]*?)\r?\nendstream/g, (whole, body: string) => {
      const bytes = Buffer.from(body, 'latin1');
      if (bytes.length < 32 || bytes.length % 16 !== 0) return whole;
      try {
        const decipher = createDecipheriv('aes-256-cbc', key, bytes.subarray(0, 16));
        const plain = Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]);
        return `stream\n${plain.toString('latin1')}\nendstream`;
      } catch {
        return whole;
      }
    }),
    'latin1',
  );
}
