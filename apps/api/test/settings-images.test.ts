// Settings › photo and logo resizing (issue 16: "type checked by content, size limit, resized"; decision 0009):
// a large real image is stored within its bounds with the aspect kept and no EXIF/GPS block; bytes that are not
// an image, or only start like one, are refused and nothing is stored.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  accountProfileResponse,
  companyDetailsResponse,
  LOGO_MAX_HEIGHT,
  PHOTO_MAX_SIDE,
  SETTINGS_PATHS,
} from '@paydesk/contracts';
import { storedFiles, users } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './helpers/compliance.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { phoneJpeg, realPng } from './helpers/images.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, tokenFor } from './helpers/wallet-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(async () => {
  await t?.close();
});

async function owner() {
  const member = await createBusiness(t, { verified: true });
  return { ...member, token: await tokenFor(t, member) };
}

async function put(pathName: string, token: string, file: { name: string; type: string; bytes: Buffer }) {
  const { payload, headers } = multipart(file);
  const response = await t.app.inject({
    method: 'PUT',
    url: api(pathName),
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  return { status: response.statusCode, body: JSON.parse(response.body) as unknown };
}

async function served(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return { bytes: Buffer.from(res.rawPayload), type: res.headers['content-type'] };
}

const filesOf = (companyId: string) => {
  const dir = path.resolve(t.config.DATA_DIR, 'files', companyId);
  return existsSync(dir) ? readdirSync(dir) : [];
};

const storedOf = async (companyId: string) =>
  (await t.server.database.db.select().from(storedFiles).where(eq(storedFiles.companyId, companyId))).filter(
    (file) => file.purpose === 'profile-photo' || file.purpose === 'company-logo',
  );

describe('photos and logos are stored resized', () => {
  it('a 3000×2000 phone photo turned by its EXIF is stored upright within 512 px, without its EXIF or GPS', async () => {
    const me = await owner();
    const upload = await phoneJpeg(3000, 2000);
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    expect(upload.includes('Paydesk test camera')).toBe(true);

    const res = await put(SETTINGS_PATHS.photo, me.token, {
      name: 'IMG_0042.jpg',
      type: 'image/jpeg',
      bytes: upload,
    });
    expect(res.status).toBe(200);
    const { photoUrl } = accountProfileResponse.parse(res.body).data;
    const image = await served(photoUrl!);
    expect(image.type).toBe('image/jpeg');
    const meta = await sharp(image.bytes).metadata();
    // Orientation 6 shows the 3000×2000 frame as 2000×3000: upright and within 512, that is 341×512.
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
      width: Math.round((2000 * PHOTO_MAX_SIDE) / 3000),
      height: PHOTO_MAX_SIDE,
      format: 'jpeg',
    });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(image.bytes.includes('Paydesk test camera')).toBe(false);
    expect(image.bytes.length).toBeLessThan(upload.length / 4);

    const [row] = await storedOf(me.companyId);
    expect(row).toMatchObject({ purpose: 'profile-photo', mimeType: 'image/jpeg', size: image.bytes.length });
    expect(readFileSync(path.resolve(t.config.DATA_DIR, 'files', row!.storageKey)).equals(image.bytes)).toBe(
      true,
    );
  });

  it('a wide PNG logo keeps its shape and format within 256 px of height; a small one is not enlarged', async () => {
    const me = await owner();
    const res = await put(SETTINGS_PATHS.logo, me.token, {
      name: 'logo.png',
      type: 'image/png',
      bytes: realPng(2400, 600),
    });
    expect(res.status).toBe(200);
    const logo = await served(companyDetailsResponse.parse(res.body).data.logoUrl!);
    expect(logo.type).toBe('image/png');
    const meta = await sharp(logo.bytes).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
      width: 1024,
      height: LOGO_MAX_HEIGHT,
      format: 'png',
    });

    const small = await put(SETTINGS_PATHS.photo, me.token, {
      name: 'me.png',
      type: 'image/png',
      bytes: realPng(64, 48),
    });
    const photo = await served(accountProfileResponse.parse(small.body).data.photoUrl!);
    const smallMeta = await sharp(photo.bytes).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([64, 48]);
  });

  it('bytes that are not an image, or only start like one, are refused and nothing is stored', async () => {
    const me = await owner();
    const whole = realPng(300, 300);
    const cases = [
      { name: 'me.png', type: 'image/png', bytes: Buffer.from('just some text, not a picture') },
      // A real PNG's header with its image data cut off: the size can be read, the pixels cannot.
      { name: 'cut.png', type: 'image/png', bytes: whole.subarray(0, 60) },
      // A real PNG whose compressed pixels are overwritten with junk.
      {
        name: 'junk.png',
        type: 'image/png',
        bytes: Buffer.concat([whole.subarray(0, 41), Buffer.alloc(400, 7)]),
      },
    ];
    for (const file of cases) {
      const res = await put(SETTINGS_PATHS.photo, me.token, file);
      expect({ name: file.name, status: res.status }).toEqual({ name: file.name, status: 415 });
      expect(res.body).toMatchObject({ error: true, code: 'UNSUPPORTED_FILE' });
    }
    expect(await storedOf(me.companyId)).toEqual([]);
    expect(filesOf(me.companyId)).toEqual([]);
    const [row] = await t.server.database.db.select().from(users).where(eq(users.id, me.userId));
    expect(row?.photoUrl).toBeNull();
  });
});
