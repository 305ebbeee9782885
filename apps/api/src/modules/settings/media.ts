// Photos and logos: checked by content (JPEG or PNG magic bytes, agreeing with the name), at most 2 MB and
// 4096 px a side, decoded and re-encoded smaller without metadata (decision 0009), and served at a signed URL an
// <img> can load without the bearer token: the signature covers the business and the file id, so only a URL we
// handed out opens a file.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  type AuditAction,
  ErrorCode,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE,
  LOGO_MAX_HEIGHT,
  LOGO_MAX_WIDTH,
  PHOTO_MAX_SIDE,
} from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import { UploadRefused } from '../../lib/errors.ts';
import { type ImageBounds, resizeImage, UndecodableImage } from '../../lib/image-resize.ts';
import { imageSize } from '../../lib/image-size.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import {
  type CheckedFile,
  checkUpload,
  type FilesStore,
  type IncomingFile,
} from '../../platform/files/files-store.ts';
import * as q from './settings.queries.ts';
import type { SettingsDeps } from './settings-deps.ts';

export type MediaPurpose = 'profile-photo' | 'company-logo';

/** A photo fits a 512 px square; a logo keeps its (often wide) shape within 256 px of height. */
const BOUNDS: Record<MediaPurpose, ImageBounds> = {
  'profile-photo': { maxWidth: PHOTO_MAX_SIDE, maxHeight: PHOTO_MAX_SIDE },
  'company-logo': { maxWidth: LOGO_MAX_WIDTH, maxHeight: LOGO_MAX_HEIGHT },
};

const signatureOf = (secret: string, companyId: string, fileId: string) =>
  createHmac('sha256', secret).update(`media:${companyId}/${fileId}`).digest('base64url').slice(0, 32);

export function mediaUrl(secret: string, companyId: string, fileId: string): string {
  return `/api/media/${companyId}/${fileId}?sig=${signatureOf(secret, companyId, fileId)}`;
}

export function validMediaSignature(secret: string, companyId: string, fileId: string, sig: string): boolean {
  const expected = Buffer.from(signatureOf(secret, companyId, fileId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const damaged = () =>
  new UploadRefused(
    'This image is damaged or incomplete. Upload a JPEG or PNG image.',
    ErrorCode.unsupportedFile,
  );

/** Refuses (415/413) anything but a real JPEG or PNG within 2 MB and 4096 px a side. */
export function checkImage(file: IncomingFile): CheckedFile {
  const checked = checkUpload(file, IMAGE_MAX_BYTES);
  if (checked.mimeType === 'application/pdf')
    throw new UploadRefused('Upload a JPEG or PNG image.', ErrorCode.unsupportedFile);
  const size = imageSize(checked.bytes, checked.mimeType);
  if (!size) throw damaged();
  if (size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE)
    throw new UploadRefused(
      `The image is ${size.width}×${size.height} pixels; the limit is ${IMAGE_MAX_SIDE} pixels a side.`,
      ErrorCode.fileTooLarge,
    );
  return checked;
}

/**
 * Checks the upload (`checkImage`), then decodes and re-encodes it within the purpose's bounds: the stored bytes
 * carry no EXIF or GPS block, and a file that only looks like an image from its first bytes is refused (415).
 */
export async function prepareImage(file: IncomingFile, purpose: MediaPurpose): Promise<CheckedFile> {
  const checked = checkImage(file);
  const mimeType = checked.mimeType === 'image/png' ? 'image/png' : 'image/jpeg';
  try {
    const resized = await resizeImage(
      checked.bytes,
      mimeType,
      BOUNDS[purpose],
      IMAGE_MAX_SIDE * IMAGE_MAX_SIDE,
    );
    return {
      ...checked,
      bytes: resized.bytes,
      mimeType: resized.mimeType,
      sha256: createHash('sha256').update(resized.bytes).digest('hex'),
    };
  } catch (error) {
    if (error instanceof UndecodableImage) throw damaged();
    throw error;
  }
}

/**
 * Writes the checked image to the store and records it in the caller's transaction; answers its signed URL.
 * The caller removes the bytes again if its transaction fails (`cleanup`).
 */
export async function storeImage(
  tx: Executor,
  deps: { files: FilesStore; secret: string },
  input: { companyId: string; userId: string; file: CheckedFile; purpose: MediaPurpose; storageKey: string },
): Promise<{ fileId: string; url: string }> {
  const row = await q.insertStoredFile(tx, {
    companyId: input.companyId,
    storageKey: input.storageKey,
    originalName: input.file.fileName.slice(0, 200) || input.purpose,
    mimeType: input.file.mimeType,
    size: input.file.bytes.length,
    sha256: input.file.sha256,
    purpose: input.purpose,
    uploadedBy: input.userId,
  });
  return { fileId: row.id, url: mediaUrl(deps.secret, input.companyId, row.id) };
}

/**
 * Stores a checked image and points `apply` (the profile's photo, the company's logo) at its signed URL, audited, in
 * one transaction; the stored bytes are removed again when the transaction fails.
 */
export async function saveImage(
  deps: SettingsDeps,
  caller: Caller,
  file: IncomingFile,
  use: { purpose: MediaPurpose; action: AuditAction; apply: (tx: Tx, url: string) => Promise<void> },
) {
  const checked = await prepareImage(file, use.purpose);
  const storageKey = await deps.files.put(caller.auth.companyId, checked.bytes);
  try {
    await transact(deps.db, async (tx) => {
      const { fileId, url } = await storeImage(
        tx,
        { files: deps.files, secret: deps.config.APP_SECRET },
        {
          companyId: caller.auth.companyId,
          userId: caller.auth.userId,
          file: checked,
          purpose: use.purpose,
          storageKey,
        },
      );
      await use.apply(tx, url);
      await recordCallerAudit(tx, caller, {
        action: use.action,
        target: { type: 'file', id: fileId },
        outcome: 'success',
        metadata: { mimeType: checked.mimeType, size: checked.bytes.length },
      });
    });
  } catch (error) {
    await deps.files.remove(storageKey);
    throw error;
  }
}
