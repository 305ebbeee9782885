// Verification documents: PDF, JPEG or PNG checked by content, at most 5 MB, one per kind (replaceable); every
// refused upload stores nothing — no file on disk, no row — and another business's documents are not found.
import {
  COMPLIANCE_PATHS,
  complianceDocumentResponse,
  complianceProgressResponse,
  ErrorCode,
  UPLOAD_MAX_BYTES,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from './helpers/auth-flows.ts';
import {
  api,
  JPEG,
  multipart,
  PDF,
  PNG,
  pdf,
  registeredInfo,
  storedFilesOnDisk,
  tempDataDir,
  upload,
} from './helpers/compliance.ts';
import { createBusiness, login, type TestMember } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let dataDir: string;
let owner: TestMember;
let token: string;
let otherToken: string;

const counts = async () => {
  const [row] = await sqlRows<{ files: number; documents: number }>(
    t,
    sql`select (select count(*)::int from stored_files) as files, (select count(*)::int from compliance_documents) as documents`,
  );
  return { ...row!, onDisk: storedFilesOnDisk(dataDir).length };
};

beforeAll(async () => {
  dataDir = tempDataDir();
  t = await startTestApp({ env: { DATA_DIR: dataDir } });
  owner = await createBusiness(t, { name: 'Eze Logistics Ltd', verified: false });
  token = (await login(t, owner)).token;
  await t.api.post(
    api(COMPLIANCE_PATHS.businessType),
    { businessType: 'registered business' },
    { schema: complianceProgressResponse, token },
  );
  const other = await createBusiness(t, { verified: false });
  otherToken = (await login(t, other)).token;
  await t.api.post(
    api(COMPLIANCE_PATHS.businessType),
    { businessType: 'registered business' },
    { schema: complianceProgressResponse, token: otherToken },
  );
});
afterAll(() => t.close());

describe('accepted uploads', () => {
  it.each([
    ['cac_certificate', { name: 'cac.pdf', type: 'application/pdf', bytes: PDF }, 'application/pdf'],
    ['memorandum_and_articles', { name: 'memart.jpg', type: 'image/jpeg', bytes: JPEG }, 'image/jpeg'],
    ['proof_of_address', { name: 'utility-bill.png', type: 'image/png', bytes: PNG }, 'image/png'],
  ])('stores a %s with the type read from its content, size and checksum', async (kind, file, mimeType) => {
    const before = await counts();
    const res = await upload(t, token, kind, file);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ kind, fileName: file.name, mimeType, size: file.bytes.length });
    const after = await counts();
    expect(after).toEqual({
      files: before.files + 1,
      documents: before.documents + 1,
      onDisk: before.onDisk + 1,
    });
    const [row] = await sqlRows(
      t,
      sql`select sha256, storage_key from stored_files where company_id = ${owner.companyId} order by created_at desc limit 1`,
    );
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(String(row!.storage_key)).toMatch(new RegExp(`^${owner.companyId}/[0-9a-f-]{36}$`));
  });

  it('completes the documents step once all three kinds are in', async () => {
    const { data } = await t.api.get(api(COMPLIANCE_PATHS.progress), {
      schema: complianceProgressResponse,
      token,
    });
    expect(data.completedSteps).toContain('business-documents');
    expect(data.documents.map((d) => d.kind)).toEqual([
      'cac_certificate',
      'memorandum_and_articles',
      'proof_of_address',
    ]);
  });

  it('replaces a document of the same kind, keeping one current document per kind', async () => {
    const res = await upload(t, token, 'cac_certificate', pdf('cac-2026.pdf'));
    expect(res.status).toBe(200);
    const { data } = await t.api.get(api(COMPLIANCE_PATHS.progress), {
      schema: complianceProgressResponse,
      token,
    });
    const cac = data.documents.filter((d) => d.kind === 'cac_certificate');
    expect(cac).toHaveLength(1);
    expect(cac[0]!.fileName).toBe('cac-2026.pdf');
    const [audit] = await sqlRows(
      t,
      sql`select action from audit_events where company_id = ${owner.companyId} order by seq desc limit 1`,
    );
    expect(audit!.action).toBe('compliance.document.replace');
  });

  it('downloads its own document with the stored bytes; another business gets 404', async () => {
    const { data } = await t.api.get(api(COMPLIANCE_PATHS.progress), {
      schema: complianceProgressResponse,
      token,
    });
    const png = data.documents.find((d) => d.kind === 'proof_of_address');
    const url = api(COMPLIANCE_PATHS.documentFile(png!._id));
    const mine = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['content-disposition']).toContain('attachment; filename="utility-bill.png"');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    const theirs = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(theirs.statusCode).toBe(404);
    expect(JSON.parse(theirs.body).message).toBe('Document not found');
  });
});

describe('refused uploads store nothing', () => {
  const text = Buffer.from('This is a plain text note, not a PDF at all.\n');
  const cases: [string, { name: string; type: string; bytes: Buffer }, number, string, RegExp][] = [
    [
      'a text file',
      { name: 'notes.txt', type: 'text/plain', bytes: text },
      415,
      ErrorCode.unsupportedFile,
      /not a PDF, JPEG or PNG/,
    ],
    [
      'text renamed .pdf',
      { name: 'certificate.pdf', type: 'application/pdf', bytes: text },
      415,
      ErrorCode.unsupportedFile,
      /not a PDF, JPEG or PNG \(its content says otherwise\)/,
    ],
    [
      'a PNG claimed as a PDF',
      { name: 'certificate.pdf', type: 'application/pdf', bytes: PNG },
      415,
      ErrorCode.unsupportedFile,
      /sent as a PDF but its content is a PNG image/,
    ],
    [
      'a PDF sent as a JPEG',
      { name: 'scan.jpg', type: 'image/jpeg', bytes: PDF },
      415,
      ErrorCode.unsupportedFile,
      /sent as a JPEG image but its content is a PDF/,
    ],
    [
      'an executable named .exe',
      { name: 'cac.exe', type: 'application/octet-stream', bytes: PDF },
      415,
      ErrorCode.unsupportedFile,
      /Files ending in \.exe are not accepted/,
    ],
    [
      'an empty file',
      { name: 'empty.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) },
      415,
      ErrorCode.unsupportedFile,
      /The file is empty/,
    ],
    [
      'a file over 5 MB',
      {
        name: 'huge.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - PDF.length, 0x20)]),
      },
      413,
      ErrorCode.fileTooLarge,
      /The file is too large\. The limit is 5 MB\./,
    ],
  ];

  it.each(cases)('refuses %s', async (_label, file, status, code, message) => {
    const before = await counts();
    const res = await upload(t, token, 'proof_of_address', file);
    expect(res.status).toBe(status);
    expect(res.error.code).toBe(code);
    expect(res.body.message).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const bytes = Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES - PDF.length, 0x20)]);
    const res = await upload(t, token, 'proof_of_address', {
      name: 'big.pdf',
      type: 'application/pdf',
      bytes,
    });
    expect(res.status).toBe(200);
    expect(res.data.size).toBe(UPLOAD_MAX_BYTES);
  });

  it('refuses an unknown document kind, a request without a file and a JSON body', async () => {
    const before = await counts();
    const unknown = await upload(t, token, 'passport', pdf());
    expect(unknown.status).toBe(400);
    expect(unknown.error.errors?.kind).toEqual(['Unknown document kind']);
    const boundary = '----empty';
    const empty = await t.app.inject({
      method: 'PUT',
      url: api(COMPLIANCE_PATHS.document('cac_certificate')),
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.parse(empty.body).message).toBe('Choose a file to upload.');
    const json = await t.api.put(
      api(COMPLIANCE_PATHS.document('cac_certificate')),
      { file: 'x' },
      { schema: complianceDocumentResponse, token },
    );
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Send the file as multipart/form-data.');
    expect(await counts()).toEqual(before);
  });

  it('refuses an upload to a business that chose the freelance flow, storing nothing', async () => {
    const freelancer = await createBusiness(t, { verified: false });
    const freelancerToken = (await login(t, freelancer)).token;
    await t.api.post(
      api(COMPLIANCE_PATHS.businessType),
      { businessType: 'freelance business (not registered)' },
      { schema: complianceProgressResponse, token: freelancerToken },
    );
    const before = await counts();
    const res = await upload(t, freelancerToken, 'cac_certificate', pdf());
    expect(res.status).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('takes only the first file of a request; a second one is never stored', async () => {
    const before = await counts();
    const one = multipart({ name: 'a.pdf', type: 'application/pdf', bytes: PDF });
    const boundary = one.headers['content-type'].split('boundary=')[1]!;
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file2"; filename="b.pdf"\r\nContent-Type: application/pdf\r\n\r\n${PDF.toString('latin1')}\r\n`,
      'latin1',
    );
    const payload = Buffer.concat([
      one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length),
      second,
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: api(COMPLIANCE_PATHS.document('cac_certificate')),
      headers: { ...one.headers, authorization: `Bearer ${token}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).data.fileName).toBe('a.pdf');
    const after = await counts();
    expect(after.files - before.files).toBe(1);
    expect(after.onDisk - before.onDisk).toBe(1);
  });
});

it('saves business information alongside documents without touching them', async () => {
  const res = await t.api.put(api(COMPLIANCE_PATHS.registeredBusinessInformation), registeredInfo(), {
    schema: complianceProgressResponse,
    token,
  });
  expect(res.status).toBe(200);
  expect(res.data.documents).toHaveLength(3);
});
