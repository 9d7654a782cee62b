import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { expect } from 'vitest';
import { fromBufferPromise } from 'yauzl';

export interface Unzipped {
  body: Buffer;
  /** 0 stored, 8 deflated. */
  method: number;
  /** Sizes and checksum in the local header (no data descriptor). */
  sizesUpFront: boolean;
}

/**
 * Reads a ZIP back with yauzl, as an unzip tool does: from the central directory, each offset,
 * name and size checked; the checksum, which yauzl leaves to its caller, is checked here.
 */
export async function unzip(buf: Buffer): Promise<Map<string, Unzipped>> {
  const zip = await fromBufferPromise(buf, { lazyEntries: true, strictFileNames: true });
  const files = new Map<string, Unzipped>();
  for await (const entry of zip.eachEntry()) {
    const body = await buffer(await zip.openReadStreamPromise(entry));
    expect(crc32(body) >>> 0, entry.fileName).toBe(entry.crc32);
    files.set(entry.fileName, {
      body,
      method: entry.compressionMethod,
      sizesUpFront: (entry.generalPurposeBitFlag & 0x08) === 0,
    });
  }
  return files;
}

/** Everything a ZIP stream gives, once it ends. */
export const drain = (stream: NodeJS.ReadableStream) => buffer(stream);
