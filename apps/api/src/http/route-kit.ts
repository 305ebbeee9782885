// The route kit: the one place for what every routes file declares and uses — its permission (`can`), its error
// responses, its security, the one `Caller` services receive, answering stored (idempotent) responses, reading an
// upload, sending a download (`sendDownload`) and a stored file. Routes files import from here and export only their
// route plugin.
import type { Readable } from 'node:stream';
import { errorResponse, type Permission, UPLOAD_MAX_BYTES } from '@paydesk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadRequest } from '../lib/errors.ts';
import type { StoredResponse } from '../lib/idempotency.ts';
import { lagosDay } from '../lib/lagos-time.ts';
import { type IncomingFile, tooLarge } from '../platform/files/files-store.ts';
import type { AuthContext } from '../plugins/route-config.ts';

/** The route config of a signed-in route: `config: can('team.members.invite')`; 'session' is any signed-in member. */
export const can = (permission: Permission | 'session') => ({ auth: true, permission }) as const;
/** A signed-in route any one of `permissions` allows. */
export const canAny = (permissions: readonly Permission[]) =>
  ({ auth: true, permission: permissions }) as const;

/** Error responses of a route's schema: every route answers 4xx in the error envelope. */
export const errors = { '4xx': errorResponse };
/** For routes that may also answer a 5xx of their own (a store that failed). */
export const errorsWith5xx = { '4xx': errorResponse, '5xx': errorResponse };
/** Security of a signed-in route in the OpenAPI document. */
export const security = [{ bearer: [] }];

/** Where a request came from, for audit events: its IP and user agent (cut to a sane length). */
export interface RequestOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

/** A signed-in request as services see it: the auth context plus where the request came from. */
export interface Caller extends RequestOrigin {
  auth: AuthContext;
}

export function requestOrigin(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 512) ?? null };
}

/** The signed-in member of a route that declares `can(…)` (the auth hook has filled it, or answered 401). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new Error('authOf needs an authenticated route: declare can(…) in its config');
  return request.auth;
}

export function callerOf(request: FastifyRequest): Caller {
  return { auth: authOf(request), ...requestOrigin(request) };
}

/** Answers a money request's stored response; a replay says so in a header. */
export function sendStored<T>(reply: FastifyReply, result: StoredResponse<T>) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(result.status).send(result.body);
}

/**
 * Sends an answer already serialized by the route's own schema (reply.serialize) as it is. The reply is taken as a
 * plain FastifyReply: a route's type provider only knows the objects of its schema, not their bytes.
 */
export function sendSerialized(reply: FastifyReply, body: Buffer | string) {
  return reply.type('application/json; charset=utf-8').send(body);
}

/** A file read from the store, ready to download. */
export interface DownloadFile {
  stream: Readable;
  fileName: string;
  mimeType: string;
  size: number;
}

/** A file name a header can carry in quotes: printable ASCII, quotes and backslashes replaced. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');

/** A file a route makes to download: bytes built in memory (a PDF, a CSV, a workbook) or a stream of them. */
export type Download = ({ bytes: Buffer | Uint8Array | string } | { stream: Readable }) & {
  /** The name the browser saves it under. */
  name: string;
  /** Its content type ('application/pdf', 'text/csv; charset=utf-8'). */
  type: string;
};

/**
 * Sends a made file as an attachment, never cached: `attachment; filename="<name>"`, plus the UTF-8 name when the
 * name is not plain ASCII. The one way a route answers a download (a stored file goes through `sendFile`).
 */
export function sendDownload(reply: FastifyReply, download: Download) {
  const ascii = asciiName(download.name);
  const utf8 = ascii === download.name ? '' : `; filename*=UTF-8''${encodeURIComponent(download.name)}`;
  return reply
    .type(download.type)
    .header('content-disposition', `attachment; filename="${ascii}"${utf8}`)
    .header('cache-control', 'no-store')
    .send('bytes' in download ? download.bytes : download.stream);
}

/** Query keys that shape a page, not what it holds; ids, which say nothing to a person reading a file name. */
const NOT_A_FILTER = new Set(['page', 'limit', 'format', 'sort', 'download', 'order']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 32)
    .replace(/-+$/, '');

/**
 * An export's file name: what it is, the filters it was made with, and the Lagos day it was made —
 * `transactions-debit-search-rent-from-2026-11-01-to-2026-11-28-2026-11-28.csv`. Filters by name, then the date
 * range, whatever order the query gave them in; dates keep their shape, other values become lower-case words joined
 * by hyphens; paging, format, sorting and ids are left out.
 */
export function exportName(base: string, filters: object, ext: string, day: string = lagosDay()): string {
  const rank = (key: string) => (key === 'from' ? 1 : key === 'to' ? 2 : 0);
  const entries = Object.entries(filters).sort(
    ([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0),
  );
  const parts: string[] = [];
  for (const [key, value] of entries) {
    if (NOT_A_FILTER.has(key) || value === undefined || value === null || value === '') continue;
    const values = (Array.isArray(value) ? value : [value]).map(String).filter((v) => v && !UUID.test(v));
    if (values.length === 0) continue;
    const words = values.map(slug).filter(Boolean).join('-');
    if (!words) continue;
    parts.push(['from', 'to', 'search', 'year', 'month', 'period'].includes(key) ? `${key}-${words}` : words);
  }
  return `${[base, ...parts, day].join('-').slice(0, 150)}.${ext}`;
}

/** Sends a stored file as an attachment (ASCII name plus the UTF-8 one), never cached, never sniffed. */
export function sendFile(reply: FastifyReply, file: DownloadFile) {
  const ascii = asciiName(file.fileName);
  return reply
    .type(file.mimeType)
    .header('content-length', String(file.size))
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}

/** The one file of a multipart request, read whole within the size limit. */
export async function readUpload(request: FastifyRequest): Promise<IncomingFile> {
  try {
    const part = await request.file({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    });
    if (!part) throw new BadRequest('Choose a file to upload.');
    const bytes = await part.toBuffer();
    return { bytes, fileName: part.filename ?? '', claimedType: part.mimetype ?? '' };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new BadRequest('Send the file as multipart/form-data.');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new BadRequest('Send one file at a time.');
    throw error;
  }
}
