import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Below this a compressed answer saves less than the headers and CPU it cost (the HTML is ~1 KB). */
export const MIN_COMPRESS_BYTES = 512;
/** HTML pages whose compressed bytes are kept (a page is a few KB). */
const KEPT_PAGES = 32;
const isHtml = (reply: FastifyReply) => String(reply.getHeader('content-type') ?? '').startsWith('text/html');
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** The encoding to answer with: brotli when accepted, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * What names an HTML page's bytes: its ETag (plugins/http-cache.ts, a hash of exactly these bytes,
 * which it hands on already encoded), or the text itself for a page without one (an error page).
 */
function pageKey(reply: FastifyReply, payload: string | Buffer, encoding: string): string | null {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string') return `${encoding}\n${etag}`;
  return typeof payload === 'string' ? `${encoding}\n${payload}` : null;
}

function addVaryAcceptEncoding(reply: FastifyReply) {
  const current = String(reply.getHeader('vary') ?? '');
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses the HTML and JSON the handlers write (static files come precompressed from the
 * build, plugins/web.ts). Brotli at quality 4 and gzip at level 6: per request, speed matters
 * more than the last percent. Runs on libuv's thread pool, so a large answer does not stall the
 * event loop. Registered after plugins/http-cache.ts, whose ETag is computed on the plain body.
 */
export default fp(
  async function compress(app: FastifyInstance) {
    // The last HTML pages compressed, by encoding and ETag (pageKey): the same page sent again (a visitor's
    // first page is the same for every visitor for a second, pages/first-answers.ts; a member's is
    // the same for every member) is not compressed again. Output depends on input alone: never stale.
    const pages = new Map<string, Buffer>();
    // Callback style: an answer left as it is (most of them: small, already encoded, or for a client
    // that accepts no encoding) goes on without a promise or a copy.
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
      const encoding = compressible(request, reply, payload);
      if (!encoding) return done(null, payload);
      compressed(reply, payload as string | Buffer, encoding).then((out) => done(null, out), done);
    });
    /** The encoding to send this answer in, or null to send it as it is. */
    function compressible(request: FastifyRequest, reply: FastifyReply, payload: unknown): 'br' | 'gzip' | null {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
      if (reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 304) return null;
      if (reply.getHeader('content-encoding')) return null;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return null;
      const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
      if (size < MIN_COMPRESS_BYTES) return null;
      // From here the answer depends on Accept-Encoding, whether or not this client gets it compressed.
      addVaryAcceptEncoding(reply);
      return pickEncoding(request.headers['accept-encoding']);
    }
    async function compressed(reply: FastifyReply, payload: string | Buffer, encoding: 'br' | 'gzip') {
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      const key = isHtml(reply) ? pageKey(reply, payload, encoding) : null;
      const kept = key ? pages.get(key) : undefined;
      const out =
        kept ??
        (encoding === 'br'
          ? await brotli(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            })
          : await gz(body, { level: 6 }));
      if (key && !kept) {
        if (pages.size >= KEPT_PAGES) pages.delete(pages.keys().next().value!);
        pages.set(key, out);
      }
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return out;
    }
  },
  { name: 'compress' },
);
