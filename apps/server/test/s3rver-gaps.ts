// What s3rver 3.7 does not implement and our calls need, added in front of its router for the
// tests (docs/storage.md, "Tested against a real S3 server", says why each one and what only a
// real store proves; `S3_TEST_ENDPOINT` runs the same suite against one):
//  - ListParts, AbortMultipartUpload, ListMultipartUploads (the tus S3 store, the sweep), read
//    from and written to s3rver's own folder of upload parts;
//  - `If-None-Match: *` on PutObject and CompleteMultipartUpload: 412 when the key exists;
//  - the signature of a presigned URL: s3rver checks only its expiry, so a URL whose key or
//    parameters were changed would pass; here it is signed again with the same date and compared.
import { createHash, createHmac } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import type S3rver from 's3rver';

export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const require = createRequire(import.meta.url);
const S3Error = require('s3rver/lib/models/error') as new (code: string, message?: string, detail?: object) => Error;

interface Store {
  getResourcePath(bucket: string, key?: string, resource?: string): string;
  existsObject(bucket: string, key: string): Promise<boolean>;
}

/** The slice of koa's context these handlers use (s3rver is a koa app). */
interface Context {
  path: string;
  method: string;
  host: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  get(header: string): string;
}
type Next = () => Promise<unknown>;

type Data = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: Data) =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

class Sha256 {
  private readonly hash;
  constructor(secret?: Data) {
    this.hash = secret ? createHmac('sha256', bytes(secret)) : createHash('sha256');
  }
  update(data: Data) {
    this.hash.update(bytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {}
}

const presigner = new S3RequestPresigner({ credentials: S3RVER_KEYS, region: 'us-east-1', sha256: Sha256 });

export function fillS3rverGaps(s3rver: S3rver) {
  const app = s3rver as unknown as { middleware: ((ctx: Context, next: Next) => Promise<unknown>)[] };
  // Before the router (the last one), after the XML writer, so plain objects go out as XML.
  app.middleware.splice(app.middleware.length - 1, 0, gaps);
}

async function gaps(ctx: Context, next: Next) {
  const [bucket, ...rest] = ctx.path.slice(1).split('/');
  const key = rest.map(decodeURIComponent).join('/');
  const store = (ctx as unknown as { store: Store }).store;
  const q = ctx.query as Record<string, string | undefined>;
  if ('X-Amz-Signature' in q) await checkPresigned(ctx);
  const uploads = store.getResourcePath(bucket!, undefined, 'uploads');

  if (key && q.uploadId !== undefined && ctx.method === 'GET') return listParts(ctx, uploads, bucket!, key, q.uploadId);
  if (key && q.uploadId !== undefined && ctx.method === 'DELETE') {
    await uploadDir(uploads, q.uploadId);
    await rm(path.join(uploads, q.uploadId), { recursive: true, force: true });
    ctx.status = 204;
    return;
  }
  if (!key && 'uploads' in q && ctx.method === 'GET') return listUploads(ctx, uploads, bucket!, q.prefix ?? '');
  if (key && ctx.get('if-none-match') === '*' && (ctx.method === 'PUT' || (ctx.method === 'POST' && q.uploadId !== undefined))) {
    if (await store.existsObject(bucket!, key))
      throw new S3Error('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
  }
  return next();
}

/** The parts folder of an upload, or S3's NoSuchUpload. */
async function uploadDir(uploads: string, uploadId: string): Promise<string> {
  const dir = path.join(uploads, uploadId);
  if (!/^[0-9a-f]+$/.test(uploadId) || !(await stat(dir).catch(() => null)))
    throw new S3Error('NoSuchUpload', 'The specified upload does not exist.');
  return dir;
}

async function listParts(ctx: Context, uploads: string, bucket: string, key: string, uploadId: string) {
  const dir = await uploadDir(uploads, uploadId);
  const numbers = (await readdir(dir))
    .filter((f) => /^\d+$/.test(f))
    .map(Number)
    .sort((a, b) => a - b);
  const parts = await Promise.all(
    numbers.map(async (n) => {
      const info = await stat(path.join(dir, String(n)));
      const md5 = await readFile(path.join(dir, `${n}.md5`), 'utf8');
      return { PartNumber: n, LastModified: info.mtime.toISOString(), ETag: `"${md5}"`, Size: info.size };
    }),
  );
  ctx.body = { ListPartsResult: { Bucket: bucket, Key: key, UploadId: uploadId, IsTruncated: false, Part: parts } };
}

async function listUploads(ctx: Context, uploads: string, bucket: string, prefix: string) {
  const ids = await readdir(uploads).catch(() => [] as string[]);
  const found = await Promise.all(
    ids.map(async (id) => {
      const key = await readFile(path.join(uploads, id, 'key'), 'utf8').catch(() => null);
      const info = await stat(path.join(uploads, id)).catch(() => null);
      return key !== null && info && key.startsWith(prefix) ? { Key: key, UploadId: id, Initiated: info.birthtime.toISOString() } : null;
    }),
  );
  ctx.body = { ListMultipartUploadsResult: { Bucket: bucket, Prefix: prefix, IsTruncated: false, Upload: found.filter(Boolean) } };
}

/** Signs the same request again with the URL's own date and expiry: a changed key or parameter gives another signature. */
async function checkPresigned(ctx: Context) {
  const q = ctx.query as Record<string, string>;
  const query = Object.fromEntries(Object.entries(q).filter(([name]) => !name.startsWith('X-Amz-')));
  const [hostname, port] = ctx.host.split(':');
  const date = q['X-Amz-Date'] ?? '';
  const signingDate = new Date(
    `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
  );
  const signed = await presigner.presign(
    { method: ctx.method, protocol: 'http:', hostname: hostname!, port: Number(port), path: ctx.path, query, headers: { host: ctx.host } },
    { signingDate, expiresIn: Number(q['X-Amz-Expires']) },
  );
  if (signed.query?.['X-Amz-Signature'] !== q['X-Amz-Signature'])
    throw new S3Error('SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.');
}
