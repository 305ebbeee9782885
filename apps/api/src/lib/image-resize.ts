// Re-encodes a checked JPEG or PNG within a bounding box (decision 0009): decoding proves it is a real image,
// the EXIF orientation is applied and then every metadata block (EXIF, GPS, XMP, ICC) is dropped, and the result
// keeps the uploaded format (a logo's transparency survives in PNG). Never enlarges; keeps the aspect.
import sharp from 'sharp';

export interface ImageBounds {
  maxWidth: number;
  maxHeight: number;
}

export interface ResizedImage {
  bytes: Buffer;
  mimeType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

/** The bytes did not decode as the image their header announces. */
export class UndecodableImage extends Error {}

export async function resizeImage(
  bytes: Uint8Array,
  mimeType: 'image/jpeg' | 'image/png',
  bounds: ImageBounds,
  maxInputPixels: number,
): Promise<ResizedImage> {
  // failOn 'error': a truncated or corrupt file is refused rather than stored half grey.
  const pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: maxInputPixels })
    .autoOrient()
    .resize({ width: bounds.maxWidth, height: bounds.maxHeight, fit: 'inside', withoutEnlargement: true });
  const encoded =
    mimeType === 'image/png'
      ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
      : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 85, mozjpeg: true });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, mimeType, width: info.width, height: info.height };
  } catch (error) {
    throw new UndecodableImage(error instanceof Error ? error.message : String(error));
  }
}
