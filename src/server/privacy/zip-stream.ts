import { PassThrough, type Readable, type Writable } from 'node:stream';
import { ZipFile } from 'yazl';

/**
 * A ZIP written as it is made (issue 15: a member's export is streamed, never held whole), by yazl
 * (decision 024). Text entries are deflated as they are written; images (already compressed, and
 * in memory one at a time) are stored with their sizes in the local header. Every call waits while
 * the client's connection is behind, so a slow phone on 4G holds the writer, not the server's memory.
 */
export interface ZipStream {
  readonly stream: Readable;
  /** A deflated entry fed by `write` calls inside `fill`; resolves once all of it is handed to the ZIP. */
  addText(name: string, fill: (write: (text: string) => Promise<void>) => Promise<void>): Promise<void>;
  /** A stored entry; resolves once the output has room for more. */
  addFile(name: string, body: Buffer): Promise<void>;
  finish(): Promise<void>;
}

/** Resolves once `stream` has room for more; rejects if it is closed first (the download was cut). */
function room(stream: Writable): Promise<void> {
  if (!stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const drained = () => {
      stream.off('close', closed);
      resolve();
    };
    const closed = () => {
      stream.off('drain', drained);
      reject(new Error('ZIP stream closed before it was written'));
    };
    stream.once('drain', drained);
    stream.once('close', closed);
  });
}

export function createZipStream(now = new Date()): ZipStream {
  const zip = new ZipFile();
  const out = zip.outputStream as PassThrough;
  // yazl reports a failure on the ZipFile; the reader of the stream must see it.
  zip.on('error', (err: Error) => out.destroy(err));

  return {
    stream: out,

    async addText(name, fill) {
      const text = new PassThrough();
      zip.addReadStreamLazy(name, { mtime: now }, (give) => give(null, text));
      await fill(async (chunk) => {
        if (!text.write(chunk)) await room(text);
      });
      const taken = new Promise<void>((resolve) => text.once('end', resolve));
      text.end();
      await taken;
    },

    async addFile(name, body) {
      zip.addBuffer(body, name, { mtime: now, compress: false });
      // yazl writes the buffer when its turn comes; wait for the client before the next image is read.
      await new Promise((resolve) => setImmediate(resolve));
      await room(out);
    },

    async finish() {
      zip.end();
    },
  };
}
