import { PassThrough, type Readable } from 'node:stream';
import { constants, crc32, createDeflateRaw } from 'node:zlib';

/**
 * A ZIP written as it is made (issue 15: a member's export is streamed, never held whole). Text
 * entries are deflated chunk by chunk with a data descriptor after them; images (already
 * compressed, and in memory one at a time) are stored. No ZIP64: an export stays far below 4 GB.
 */
export interface ZipStream {
  readonly stream: Readable;
  /** A deflated entry fed by `write` calls inside `fill`; resolves once its descriptor is written. */
  addText(name: string, fill: (write: (text: string) => Promise<void>) => Promise<void>): Promise<void>;
  /** A stored entry (sizes and checksum known up front). */
  addFile(name: string, body: Buffer): Promise<void>;
  finish(): Promise<void>;
}

interface Entry {
  name: Buffer;
  method: number;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

const UTF8 = 0x0800;
const DESCRIPTOR = 0x0008;

export function createZipStream(now = new Date()): ZipStream {
  const out = new PassThrough();
  const entries: Entry[] = [];
  let offset = 0;
  const time = ((now.getHours() << 11) | (now.getMinutes() << 5) | (now.getSeconds() >> 1)) & 0xffff;
  const date = (((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate()) & 0xffff;

  // Backpressure: a slow phone on 4G holds the writer, not the server's memory.
  const push = async (chunk: Buffer) => {
    offset += chunk.length;
    if (!out.write(chunk)) await new Promise<void>((done) => out.once('drain', done));
  };
  const localHeader = (e: Entry) => {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(e.flags, 6);
    h.writeUInt16LE(e.method, 8);
    h.writeUInt16LE(time, 10);
    h.writeUInt16LE(date, 12);
    h.writeUInt32LE(e.crc, 14);
    h.writeUInt32LE(e.compressed, 18);
    h.writeUInt32LE(e.size, 22);
    h.writeUInt16LE(e.name.length, 26);
    return Buffer.concat([h, e.name]);
  };

  return {
    stream: out,

    async addText(name, fill) {
      const e: Entry = {
        name: Buffer.from(name),
        method: 8,
        flags: UTF8 | DESCRIPTOR,
        crc: 0,
        compressed: 0,
        size: 0,
        offset,
      };
      await push(localHeader(e));
      const deflate = createDeflateRaw({ level: constants.Z_DEFAULT_COMPRESSION });
      const pending: Promise<void>[] = [];
      deflate.on('data', (chunk: Buffer) => {
        e.compressed += chunk.length;
        pending.push(push(chunk));
      });
      const ended = new Promise<void>((done, fail) => {
        deflate.once('end', done);
        deflate.once('error', fail);
      });
      await fill(async (text) => {
        const bytes = Buffer.from(text);
        e.crc = crc32(bytes, e.crc);
        e.size += bytes.length;
        if (!deflate.write(bytes)) await new Promise<void>((done) => deflate.once('drain', done));
        await Promise.all(pending.splice(0));
      });
      deflate.end();
      await ended;
      await Promise.all(pending.splice(0));
      const d = Buffer.alloc(16);
      d.writeUInt32LE(0x08074b50, 0);
      d.writeUInt32LE(e.crc >>> 0, 4);
      d.writeUInt32LE(e.compressed, 8);
      d.writeUInt32LE(e.size, 12);
      await push(d);
      entries.push(e);
    },

    async addFile(name, body) {
      const e: Entry = {
        name: Buffer.from(name),
        method: 0,
        flags: UTF8,
        crc: crc32(body) >>> 0,
        compressed: body.length,
        size: body.length,
        offset,
      };
      await push(localHeader(e));
      await push(body);
      entries.push(e);
    },

    async finish() {
      const start = offset;
      for (const e of entries) {
        const c = Buffer.alloc(46);
        c.writeUInt32LE(0x02014b50, 0);
        c.writeUInt16LE(20, 4);
        c.writeUInt16LE(20, 6);
        c.writeUInt16LE(e.flags, 8);
        c.writeUInt16LE(e.method, 10);
        c.writeUInt16LE(time, 12);
        c.writeUInt16LE(date, 14);
        c.writeUInt32LE(e.crc >>> 0, 16);
        c.writeUInt32LE(e.compressed, 20);
        c.writeUInt32LE(e.size, 24);
        c.writeUInt16LE(e.name.length, 28);
        c.writeUInt32LE(e.offset, 42);
        await push(Buffer.concat([c, e.name]));
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - start, 12);
      end.writeUInt32LE(start, 16);
      out.write(end);
      out.end();
    },
  };
}
