import sharp from 'sharp';

/** Only these formats are accepted, decided by the bytes (never by the file name). No SVG. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Refuses decompression bombs: a 5 MB file may not unpack into more than 40 megapixels. */
const MAX_PIXELS = 40_000_000;

export interface Variant {
  name: string;
  width: number;
  height?: number;
  fit?: 'inside' | 'cover';
}

export class InvalidImageError extends Error {}

/** Returns the detected format, or throws InvalidImageError when the bytes are not an accepted image. */
export async function detectImage(buffer: Buffer): Promise<{ format: string; width: number; height: number }> {
  try {
    const meta = await sharp(buffer, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw new InvalidImageError();
    return { format: meta.format, width: meta.width, height: meta.height };
  } catch {
    throw new InvalidImageError('not an accepted image');
  }
}

/**
 * Re-encodes to WebP in the given sizes. EXIF (GPS included), ICC and XMP metadata are not
 * copied: sharp writes none unless asked. Orientation is applied first so photos stay upright.
 */
export async function reencode(buffer: Buffer, variants: Variant[]): Promise<Map<string, Buffer>> {
  await detectImage(buffer);
  const out = new Map<string, Buffer>();
  for (const v of variants) {
    // A valid header over truncated or corrupt data only fails here, while decoding: the same
    // InvalidImageError (a 400 for every upload path), never a 500. `failOn: 'truncated'` makes a
    // cut-off image fail instead of coming out half grey.
    const data = await sharp(buffer, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: v.width, height: v.height, fit: v.fit ?? 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
      .catch(() => {
        throw new InvalidImageError('the image data cannot be decoded');
      });
    out.set(v.name, data);
  }
  return out;
}
