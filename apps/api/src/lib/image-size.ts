// The pixel size of a PNG or JPEG, read from its header (PNG IHDR, JPEG start-of-frame), without decoding it.
// Answers null when the header is not where it must be: the file is then refused as not a real image.

export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(bytes: Uint8Array): ImageSize | null {
  // 8-byte signature, then the IHDR chunk: length (4), 'IHDR' (4), width (4), height (4).
  if (bytes.length < 24) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!);
  if (type !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    // Start of frame: every SOFn but DHT (C4), JPG (C8) and DAC (CC).
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (offset + 9 > bytes.length) return null;
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    if (marker === 0xda || length < 2) return null; // image data before any frame header
    offset += 2 + length;
  }
  return null;
}

export function imageSize(bytes: Uint8Array, mimeType: string): ImageSize | null {
  const size = mimeType === 'image/png' ? pngSize(bytes) : mimeType === 'image/jpeg' ? jpegSize(bytes) : null;
  return size && size.width > 0 && size.height > 0 ? size : null;
}
