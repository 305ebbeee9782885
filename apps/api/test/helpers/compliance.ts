// Building blocks of the verification and operator tests: valid step answers, tiny real files, multipart uploads,
// operators and their sign-in, and a look at the files store on disk.
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  COMPLIANCE_PATHS,
  complianceDocumentResponse,
  complianceProgressResponse,
  type DocumentKind,
  directorResponse,
  OPS_PATHS,
  type OperatorSession,
  operatorPendingLogin,
  operatorSession,
  type RegisteredBusinessInformation,
  success,
} from '@paydesk/contracts';
import { companies } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { createOperator } from '../../src/modules/ops/ops-auth.service.ts';
import { ApiAnswer } from './api-client.ts';
import { codeIn, waitForMail } from './mailbox.ts';
import type { TestApp } from './test-app.ts';

export const api = (p: string) => `/api${p}`;

/** A DATA_DIR of the test's own, so the files store can be inspected. */
export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'paydesk-files-'));
}

/** Every file under DATA_DIR/files (recursively). */
export function storedFilesOnDisk(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

export const registeredInfo = (overrides: Partial<Record<string, unknown>> = {}) =>
  ({
    businessName: 'Eze Logistics Ltd',
    rcNumber: 'RC1234567',
    tin: '12345678-0001',
    industry: 'Logistics',
    address: { street: '12 Adeola Odeku Street', city: 'Victoria Island', state: 'Lagos' },
    contactEmail: 'hello@ezelogistics.ng',
    contactPhone: '08031234567',
    ...overrides,
  }) as RegisteredBusinessInformation & Record<string, unknown>;

export const freelanceInfo = (overrides: Partial<Record<string, unknown>> = {}) => ({
  businessName: 'Chidi Designs',
  industry: 'Professional services',
  description: 'Brand and web design',
  contactEmail: 'chidi@designs.ng',
  contactPhone: '08031234567',
  ...overrides,
});

export const homeAddress = (overrides: Partial<Record<string, unknown>> = {}) => ({
  street: '4 Bode Thomas Street',
  city: 'Surulere',
  state: 'Lagos',
  ...overrides,
});

// Smallest real files of each accepted type.
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF sample bytes')]);

export function multipart(file: { name: string; type: string; bytes: Buffer }, field = 'file') {
  const boundary = `----paydesk${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(
  t: TestApp,
  token: string,
  kind: DocumentKind | string,
  file: { name: string; type: string; bytes: Buffer },
) {
  const { payload, headers } = multipart(file);
  const response = await t.app.inject({
    method: 'PUT',
    url: api(COMPLIANCE_PATHS.document(kind as DocumentKind)),
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  const body: unknown = JSON.parse(response.body);
  const result = { status: response.statusCode, body, headers: response.headers, raw: body };
  return new ApiAnswer(`PUT document ${kind}`, result, complianceDocumentResponse);
}

export const pdf = (name = 'document.pdf') => ({ name, type: 'application/pdf', bytes: PDF });

/** A registered business with every step done, ready to submit. */
export async function completeRegisteredSteps(t: TestApp, token: string) {
  // `.data` fails the test with the request and body when a step is refused.
  const progress = { token, schema: complianceProgressResponse };
  (await t.api.post(api(COMPLIANCE_PATHS.businessType), { businessType: 'registered business' }, progress))
    .data;
  (await t.api.put(api(COMPLIANCE_PATHS.registeredBusinessInformation), registeredInfo(), progress)).data;
  for (const kind of ['cac_certificate', 'memorandum_and_articles', 'proof_of_address'] as const) {
    const res = await upload(t, token, kind, pdf(`${kind}.pdf`));
    if (res.status !== 200) throw new Error(`upload ${kind} → ${res.status} ${JSON.stringify(res.body)}`);
  }
  (
    await t.api.post(
      api(COMPLIANCE_PATHS.directors),
      { firstName: 'Ngozi', lastName: 'Okeke', bvn: '22212345678' },
      { token, schema: directorResponse },
    )
  ).data;
}

export async function completeAndSubmitRegistered(t: TestApp, token: string) {
  await completeRegisteredSteps(t, token);
  const res = await t.api.post(api(COMPLIANCE_PATHS.submit), undefined, {
    token,
    schema: complianceProgressResponse,
  });
  if (res.status !== 200) throw new Error(`submit → ${res.status} ${JSON.stringify(res.body)}`);
  return res.data;
}

export async function makeUnverified(t: TestApp, companyId: string) {
  await t.server.database.db
    .update(companies)
    .set({ adminVerify: false, isCompliant: null })
    .where(eq(companies.id, companyId));
}

export const OPERATOR_PASSWORD = 'Console-Keeper-Ikoyi-77';

let operatorCount = 0;
export async function newOperator(t: TestApp, names = { firstName: 'Ada', lastName: 'Obi' }) {
  operatorCount += 1;
  const email = `ops${operatorCount}.${Date.now().toString(36)}@paydesk.ng`;
  const operator = await createOperator(t.server.database.db, {
    email,
    ...names,
    password: OPERATOR_PASSWORD,
  });
  return { ...operator, password: OPERATOR_PASSWORD };
}

export async function operatorLogin(
  t: TestApp,
  operator: { email: string; password: string },
  onSignedIn?: (headers: Record<string, unknown>) => void,
): Promise<OperatorSession> {
  const since = new Date(Date.now() - 1000).toISOString();
  const stage1 = await t.api.post(
    api(OPS_PATHS.login),
    { stage: 1, email: operator.email, password: operator.password },
    { schema: success(operatorPendingLogin) },
  );
  if (stage1.status !== 200) throw new Error(`ops stage 1 → ${stage1.status} ${JSON.stringify(stage1.body)}`);
  await t.server.mailer.deliverPending();
  const mail = await waitForMail(
    t,
    operator.email,
    (m) => m.subject.startsWith('Your console code') && m.createdAt >= since,
  );
  const stage2 = await t.api.post(
    api(OPS_PATHS.login),
    { stage: 2, challengeId: stage1.data.challengeId, code: codeIn(mail) },
    { schema: success(operatorSession) },
  );
  if (stage2.status !== 200) throw new Error(`ops stage 2 → ${stage2.status} ${JSON.stringify(stage2.body)}`);
  onSignedIn?.(stage2.headers);
  return stage2.data;
}

/**
 * An operator signs in to the console: the session, the Set-Cookie its sign-in answered (the internal API
 * reference's cookie) and the Cookie header a browser would send to /docs with it.
 */
export async function operatorDocsSession(t: TestApp, operator: { email: string; password: string }) {
  let setCookie = '';
  const session = await operatorLogin(t, operator, (headers) => {
    setCookie = String(headers['set-cookie'] ?? '');
  });
  return { session, setCookie, cookie: setCookie.split(';')[0]! };
}

/** The Cookie header of a newly signed-in operator's browser, which opens /docs. */
export async function operatorDocsCookie(t: TestApp) {
  return (await operatorDocsSession(t, await newOperator(t))).cookie;
}
