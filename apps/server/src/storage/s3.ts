// The S3-compatible driver (AWS S3, MinIO, Ceph, R2): every key is an object under S3_PREFIX in
// one bucket, so any number of server processes on any machines see the same files. Bodies are
// streamed both ways; puts of unknown length go through lib-storage's multipart Upload, with
// `If-None-Match: *` so that a key is never overwritten.
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl, S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { Transform, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Settings } from '../config.js';
import { assertSafeKey, isSafeKey, normalizePrefix } from './keys.js';
import { s3ResumableStore } from './resumable-s3.js';
import { s3ClientConfig, s3Status, s3Unavailable } from './s3-client.js';
import {
  FileTooLargeError,
  KeyExistsError,
  MissingObjectError,
  StorageUnavailableError,
  type ByteRange,
  type DirectLinkOptions,
  type ObjectInfo,
  type ResumableStoreOptions,
  type Storage,
  type StoredObject,
} from './storage.js';

/** RFC 3986 escaping, as the SDK's signer escapes a query to sign it. */
const escapeUri = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** lib-storage's part size and parallel parts: at most 16 MiB of an upload in memory at once. */
const PART_BYTES = 8 * 1024 * 1024;
const PARALLEL_PARTS = 2;

export class S3Storage implements Storage {
  readonly driver = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client(s3ClientConfig(settings));
    this.bucket = settings.bucket;
    this.prefix = normalizePrefix(settings.prefix);
  }

  private objectKey(key: string): string {
    return this.prefix + assertSafeKey(key);
  }

  /** An S3 failure that makes the store unusable becomes StorageUnavailableError; the rest as thrown. */
  private failure(err: unknown): unknown {
    return s3Unavailable(err, this.settings) ?? err;
  }

  async put(key: string, body: Readable | Buffer, opts: { maxBytes?: number; contentType?: string } = {}): Promise<{ size: number }> {
    const params = {
      Bucket: this.bucket,
      Key: this.objectKey(key),
      IfNoneMatch: '*',
      ...(opts.contentType ? { ContentType: opts.contentType } : {}),
    };
    const limit = opts.maxBytes ?? Number.POSITIVE_INFINITY;
    try {
      if (Buffer.isBuffer(body)) {
        if (body.length > limit) throw new FileTooLargeError('File too large');
        await this.client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.length }));
        return { size: body.length };
      }
      return await this.putStream(body, params, limit);
    } catch (err) {
      const status = s3Status(err);
      // 412: the key exists; 409: another put of the same key is under way.
      if (status === 412 || status === 409) throw new KeyExistsError(`Storage key exists: ${key}`, { cause: err });
      throw this.failure(err);
    }
  }

  /** A stream of unknown length: counted on its way (the limit), sent in parts; on any failure nothing stays. */
  private async putStream(body: Readable, params: { Bucket: string; Key: string }, limit: number): Promise<{ size: number }> {
    let size = 0;
    let tooLarge = false;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > limit) {
          tooLarge = true;
          done(new FileTooLargeError('File too large'));
        } else done(null, chunk);
      },
    });
    const flowing = pipeline(body, counter);
    flowing.catch(() => undefined); // seen through the upload, which reads `counter`
    const upload = new Upload({
      client: this.client,
      params: { ...params, Body: counter },
      partSize: PART_BYTES,
      queueSize: PARALLEL_PARTS,
    });
    try {
      await upload.done();
      await flowing;
      return { size };
    } catch (err) {
      counter.destroy();
      if (tooLarge) throw new FileTooLargeError('File too large');
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      return res.Body as Readable;
    } catch (err) {
      if (s3Status(err) === 404) throw new MissingObjectError(`Stored object missing: ${key}`, { cause: err });
      throw this.failure(err);
    }
  }

  async sendTo(key: string, out: Writable, range: ByteRange): Promise<void> {
    if (range.end < range.start) {
      out.end(); // an empty file: nothing to ask the store for
      return;
    }
    let body: Readable;
    try {
      body = await this.read(key, range);
    } catch (err) {
      out.destroy(); // its headers are gone already: the client sees a cut-off body, never wrong bytes
      throw err;
    }
    try {
      await pipeline(body, out);
    } catch (err) {
      // The receiver left: the store's answer is dropped with it (pipeline destroyed it).
      if ((err as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' && out.destroyed) return;
      out.destroy();
      throw this.failure(err);
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return { size: res.ContentLength ?? 0, modifiedAt: res.LastModified ?? new Date(0) };
    } catch (err) {
      if (s3Status(err) === 404) return null;
      throw this.failure(err);
    }
  }

  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    } catch (err) {
      throw this.failure(err);
    }
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    if (prefix !== '' && !isSafeKey(prefix.replace(/\/$/, ''))) return;
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix + prefix, ...(token ? { ContinuationToken: token } : {}) }),
        );
      } catch (err) {
        throw this.failure(err);
      }
      for (const o of page.Contents ?? []) {
        const key = o.Key?.slice(this.prefix.length);
        // Anything that is not a key we could have made is not ours to list (or to sweep).
        if (key && o.Key!.startsWith(this.prefix) && isSafeKey(key)) yield { key, size: o.Size ?? 0, modifiedAt: o.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async abortIncompleteUploads(before: Date): Promise<number> {
    let aborted = 0;
    let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
    try {
      for (;;) {
        const page = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.bucket, Prefix: this.prefix, ...markers }));
        for (const u of page.Uploads ?? []) {
          if (!u.Key || !u.UploadId || !u.Initiated || u.Initiated >= before) continue;
          await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: u.Key, UploadId: u.UploadId }));
          aborted++;
        }
        if (!page.IsTruncated) return aborted;
        markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
      }
    } catch (err) {
      throw this.failure(err);
    }
  }

  /**
   * A presigned GET. getSignedUrl runs the client's whole middleware stack, endpoint rules
   * included, for every link: about 1 ms of CPU, half of a media request's budget. The endpoint
   * does not change, so it is resolved once (by presigning a probe key with getSignedUrl) and each
   * link is then only signed, by the SDK's own presigner with the client's own credentials.
   */
  async directLink(key: string, opts: DirectLinkOptions): Promise<string> {
    const objectKey = this.objectKey(key);
    const { base, presigner } = await (this.links ??= this.linkSigner());
    const signed = await presigner.presign(
      {
        method: 'GET',
        protocol: base.protocol,
        hostname: base.hostname,
        ...(base.port ? { port: Number(base.port) } : {}),
        path: `${base.path}${objectKey}`,
        query: {
          'response-cache-control': opts.cacheControl,
          'response-content-disposition': opts.disposition,
          'response-content-type': opts.contentType,
        },
        headers: {},
      },
      { expiresIn: opts.expiresInSeconds },
    );
    const query = Object.entries(signed.query ?? {})
      .map(([name, value]) => `${escapeUri(name)}=${escapeUri(String(value))}`)
      .join('&');
    return `${base.protocol}//${base.host}${base.path}${objectKey}?${query}`;
  }

  private links?: Promise<{
    base: { protocol: string; hostname: string; port: string; host: string; path: string };
    presigner: S3RequestPresigner;
  }>;

  private async linkSigner() {
    const probe = 'link-probe';
    const url = new URL(await getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: probe }), { expiresIn: 60 }));
    if (!url.pathname.endsWith(`/${probe}`)) throw new Error(`Unexpected presigned URL shape: ${url.pathname}`);
    const base = {
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port,
      host: url.host,
      path: url.pathname.slice(0, -probe.length),
    };
    return { base, presigner: new S3RequestPresigner({ ...this.client.config }) };
  }

  /** HEAD of the bucket: one cheap request that proves the endpoint, the bucket and the credentials. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const failure = this.failure(err);
      if (failure instanceof StorageUnavailableError) throw failure;
      const e = err as { name?: string; message?: string };
      throw new StorageUnavailableError(
        `S3 storage check failed for bucket "${this.bucket}": ${e.name ?? ''} ${e.message ?? ''}`.trim(),
        false,
        {
          cause: err,
        },
      );
    }
  }

  resumableStore(opts: ResumableStoreOptions) {
    return s3ResumableStore(s3ClientConfig(this.settings), this.bucket, this.prefix + assertSafeKey(opts.folder) + '/', opts);
  }
}
