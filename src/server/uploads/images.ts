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
 * Issue 37 (decision 028): one libvips thread per image and no operation cache. Image work then
 * takes at most `IMAGE_CONCURRENCY` cores (the queue's bound) and holds no decoded pixels between
 * uploads, leaving the other core to the event loop, PostgreSQL and the libuv pool (fs, argon2).
 */
export function limitSharp(): void {
  sharp.concurrency(1);
  sharp.cache(false);
}

/**
 * Re-encodes to WebP in the given sizes, largest first: the image is decoded once, oriented and
 * resized to the first variant, and every smaller variant is resized from those pixels (before
 * issue 37 each size decoded the whole upload again). EXIF (GPS included), ICC and XMP metadata are
 * not copied: sharp writes none unless asked. Orientation is applied first so photos stay upright.
 */
export async function reencode(buffer: Buffer, variants: Variant[]): Promise<Map<string, Buffer>> {
  await detectImage(buffer);
  const [first, ...rest] = variants;
  if (!first) return new Map();
  // A valid header over truncated or corrupt data only fails here, while decoding: the same
  // InvalidImageError (a 400 for every upload path), never a 500. `failOn: 'truncated'` makes a
  // cut-off image fail instead of coming out half grey.
  const { data, info } = await sharp(buffer, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' })
    .rotate()
    .resize(resizeOf(first))
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new InvalidImageError('the image data cannot be decoded');
    });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const out = new Map<string, Buffer>();
  out.set(first.name, await sharp(data, raw).webp({ quality: 80 }).toBuffer());
  for (const v of rest) out.set(v.name, await sharp(data, raw).resize(resizeOf(v)).webp({ quality: 80 }).toBuffer());
  return out;
}

const resizeOf = (v: Variant) => ({
  width: v.width,
  height: v.height,
  fit: v.fit ?? 'inside',
  withoutEnlargement: true,
});
