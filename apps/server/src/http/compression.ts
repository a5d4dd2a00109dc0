// Compressed API answers: JSON of 1 KB or more goes out as brotli (or gzip), as the client's
// Accept-Encoding allows.
//
// Our own small hook rather than @fastify/compress: the plugin cost 150-200 µs of CPU on every API
// request, compressed or not (measured by bench/api.ts: GET /api/courses went from 68% to 82% of a
// bare node:http + pg server without it), where this costs a header check for small answers.
// - API JSON only. The web app's files come precompressed from the build (http/web-app.ts); files,
//   PDFs and lesson media are not JSON (and media are written past every hook).
// - The same bytes (a cached catalogue answer is one Buffer, sent again and again) are compressed
//   once per encoding, remembered beside the Buffer while it lives.
// - Brotli at quality 4: most of what 11 saves, for a fraction of the CPU. Answers under 64 KB are
//   compressed at once (a fraction of a millisecond), bigger ones on the thread pool.
// - Request bodies are never inflated: no client of ours compresses them.
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const THRESHOLD = 1024;
const SYNC_LIMIT = 64 * 1024;
type Encoding = 'br' | 'gzip';

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const compressors: Record<Encoding, { sync: (b: Buffer) => Buffer; async: (b: Buffer, cb: (e: Error | null, r: Buffer) => void) => void }> =
  {
    br: { sync: (b) => zlib.brotliCompressSync(b, BROTLI), async: (b, cb) => zlib.brotliCompress(b, BROTLI, cb) },
    gzip: { sync: (b) => zlib.gzipSync(b), async: (b, cb) => zlib.gzip(b, cb) },
  };

/** Compressed copies of Buffers sent more than once (cached answers), for as long as each lives. */
const remembered = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/** The encoding to use, from an Accept-Encoding header: brotli, else gzip, unless refused (q=0). */
export function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allowed = (e: Encoding) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0;
  return allowed('br') ? 'br' : allowed('gzip') ? 'gzip' : null;
}

export function installCompression(app: FastifyInstance) {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!req.url.startsWith('/api/') || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json') || reply.hasHeader('content-encoding'))
      return done(null, payload);
    // A string stays a string unless it is compressed: Node writes it with the headers in one piece.
    if ((typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length) < THRESHOLD) return done(null, payload);
    reply.header('vary', reply.hasHeader('vary') ? `${String(reply.getHeader('vary'))}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const send = (compressed: Buffer) => {
      reply.header('content-encoding', encoding).removeHeader('content-length');
      done(null, compressed);
    };
    const known = typeof payload === 'string' ? undefined : remembered.get(payload)?.[encoding];
    if (known) return send(known);
    const remember = (compressed: Buffer) => {
      if (typeof payload !== 'string') remembered.set(payload, { ...remembered.get(payload), [encoding]: compressed });
      send(compressed);
    };
    if (body.length <= SYNC_LIMIT) return remember(compressors[encoding].sync(body));
    compressors[encoding].async(body, (err, compressed) => (err ? done(null, body) : remember(compressed)));
  });
}
