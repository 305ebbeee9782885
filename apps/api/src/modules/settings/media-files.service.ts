// Opening a photo or logo at its signed URL: a wrong signature or an unknown file answers the same 404.
import type { Readable } from 'node:stream';
import { NotFound } from '../../lib/errors.ts';
import { validMediaSignature } from './media.ts';
import * as q from './settings.queries.ts';
import type { SettingsDeps } from './settings-deps.ts';

export async function openMedia(
  deps: Pick<SettingsDeps, 'db' | 'files' | 'config'>,
  companyId: string,
  fileId: string,
  sig: string,
): Promise<{ stream: Readable; mimeType: string; size: number }> {
  if (!validMediaSignature(deps.config.APP_SECRET, companyId, fileId, sig)) throw new NotFound('File');
  const file = await q.findMediaFile(deps.db, companyId, fileId);
  if (!file) throw new NotFound('File');
  return { stream: deps.files.read(file.storageKey), mimeType: file.mimeType, size: file.size };
}
