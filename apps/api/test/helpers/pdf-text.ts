// Reading back the text a PDF of pdfkit's built-in fonts shows (payslips, filing summaries, receipts).
import { inflateSync } from 'node:zlib';

/** The text pdfkit drew: every TJ's hex strings, decoded as the font's one-byte encoding (Windows-1252). */
export function pdfTextOf(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const shown: string[] = [];
  // Windows-1252 where it differs from Latin-1 (Node's TextDecoder may lack it).
  const cp1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
  const decode = (bytes: Buffer) =>
    [...bytes].map((c) => (c >= 0x80 && c <= 0x9f ? cp1252[c - 0x80] : String.fromCharCode(c))).join('');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const tj of content.matchAll(/\[(.*?)\]\s*TJ/g))
      shown.push(
        [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(Buffer.from(h[1]!, 'hex'))).join(''),
      );
  }
  return shown.join(' ').replace(/\s+/g, ' ');
}
