import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkUpload, createFilesStore, detectFileType } from './files-store.ts';

const PDF = Buffer.from('%PDF-1.7\n%%EOF');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]);

describe('file types are read from the content', () => {
  it('knows PDF, PNG and JPEG by their first bytes, and nothing else', () => {
    expect(detectFileType(PDF)).toBe('application/pdf');
    expect(detectFileType(PNG)).toBe('image/png');
    expect(detectFileType(JPEG)).toBe('image/jpeg');
    expect(detectFileType(Buffer.from('%PDF'))).toBeNull();
    expect(detectFileType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });

  it('accepts a file whose name and claimed type agree with its content', () => {
    const checked = checkUpload({ bytes: PNG, fileName: 'bill.PNG', claimedType: 'image/png' });
    expect(checked.mimeType).toBe('image/png');
    expect(checked.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(
      checkUpload({ bytes: JPEG, fileName: 'scan', claimedType: 'application/octet-stream' }).mimeType,
    ).toBe('image/jpeg');
  });

  it('refuses a forged name or type, and a file over the limit', () => {
    expect(() => checkUpload({ bytes: PNG, fileName: 'a.pdf', claimedType: 'image/png' })).toThrow(
      'This file was sent as a PDF but its content is a PNG image.',
    );
    expect(() => checkUpload({ bytes: PNG, fileName: 'a.png', claimedType: 'application/pdf' })).toThrow(
      /sent as a PDF/,
    );
    expect(() => checkUpload({ bytes: PDF, fileName: 'a.pdf', claimedType: 'application/pdf' }, 4)).toThrow(
      'The file is too large.',
    );
  });
});

it('stores bytes under a fresh key per business and removes them again', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'files-store-'));
  const store = createFilesStore(root);
  const key = await store.put('company-1', PDF);
  expect(key).toMatch(/^company-1\/[0-9a-f-]{36}$/);
  expect(readFileSync(path.join(root, key)).equals(PDF)).toBe(true);
  expect(readdirSync(path.join(root, 'company-1'))).toHaveLength(1);
  await store.remove(key);
  expect(readdirSync(path.join(root, 'company-1'))).toHaveLength(0);
  expect(() => store.read('../outside')).toThrow('invalid storage key');
});
