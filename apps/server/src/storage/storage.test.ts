// The Storage contract, the same cases on every driver: the local disk, s3rver, and an operator's
// own bucket when S3_TEST_ENDPOINT is set (test/storage-drivers.ts tells how).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { setTimeout as wait } from 'node:timers/promises';
import { CreateMultipartUploadCommand, ListMultipartUploadsCommand } from '@aws-sdk/client-s3';
import { MemoryKvStore, Upload } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageDrivers, type DriverUnderTest } from '../../test/storage-drivers.js';
import { S3Storage } from './s3.js';
import { FileTooLargeError, KeyExistsError, MissingObjectError, StorageUnavailableError, type Storage } from './storage.js';

const MiB = 1024 * 1024;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const key = (folder = 'lesson', ext = 'bin') => `${folder}/${randomUUID()}.${ext}`;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream as AsyncIterable<Buffer>) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

/** A stream of unknown length, in network-sized pieces, as an upload arrives. */
const arriving = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
    })(),
  );

function sink() {
  const chunks: Buffer[] = [];
  const out = new Writable({
    write(chunk: Buffer, _enc, done) {
      chunks.push(Buffer.from(chunk)); // a copy: the local sender reuses its buffers
      done();
    },
  });
  return { out, bytes: () => Buffer.concat(chunks) };
}

const UNSAFE = [
  '../secret',
  'lesson/../../secret',
  '/etc/passwd',
  'lesson//x',
  '.hidden',
  'lesson/x y',
  'lesson/a\0b',
  'lesson\\..\\x',
  'lesson/..',
];

describe.each(storageDrivers())('storage on $name', (driver) => {
  let d: DriverUnderTest;
  let storage: Storage;
  beforeAll(async () => {
    d = await driver.open();
    storage = d.storage;
  });
  afterAll(() => d?.close());

  it.each(UNSAFE)('refuses the unsafe key %j for every call, storing nothing', async (unsafe) => {
    const refused = /Unsafe storage key/;
    await expect(storage.put(unsafe, Buffer.from('x'))).rejects.toThrow(refused);
    await expect(storage.read(unsafe)).rejects.toThrow(refused);
    await expect(storage.head(unsafe)).rejects.toThrow(refused);
    await expect(storage.remove(unsafe)).rejects.toThrow(refused);
    await expect(storage.sendTo(unsafe, sink().out, { start: 0, end: 0 })).rejects.toThrow(refused);
    await expect(
      storage.directLink(unsafe, { expiresInSeconds: 60, contentType: 'x/y', disposition: 'inline', cacheControl: 'no-store' }),
    ).rejects.toThrow(refused);
    const listed: string[] = [];
    for await (const o of storage.list('')) listed.push(o.key);
    expect(listed.filter((k) => !k.startsWith('lesson/') && !k.startsWith('avatar/'))).toEqual([]);
  });

  it('stores bytes, tells their size by HEAD, and reads them whole or in a range', async () => {
    const k = key();
    expect(await storage.put(k, Buffer.from('0123456789'))).toEqual({ size: 10 });
    const info = await storage.head(k);
    expect(info?.size).toBe(10);
    expect(info?.modifiedAt).toBeInstanceOf(Date);
    expect((await bytesOf(await storage.read(k))).toString()).toBe('0123456789');
    expect((await bytesOf(await storage.read(k, { start: 2, end: 5 }))).toString()).toBe('2345');
    const s = sink();
    await storage.sendTo(k, s.out, { start: 7, end: 9 });
    expect(s.bytes().toString()).toBe('789');
  });

  it('stores a stream of unknown length bigger than one part, byte for byte', async () => {
    const bytes = randomBytes(9 * MiB + 123);
    const k = key();
    expect(await storage.put(k, arriving(bytes), { contentType: 'video/mp4' })).toEqual({ size: bytes.length });
    expect(sha(await bytesOf(await storage.read(k)))).toBe(sha(bytes));
    expect(
      (await bytesOf(await storage.read(k, { start: 8 * MiB - 2, end: 8 * MiB + 1 }))).equals(bytes.subarray(8 * MiB - 2, 8 * MiB + 2)),
    ).toBe(true);
  });

  it('never overwrites a key, from a buffer or a stream, and keeps the bytes there', async () => {
    const k = key();
    await storage.put(k, Buffer.from('first'));
    await expect(storage.put(k, Buffer.from('second'))).rejects.toBeInstanceOf(KeyExistsError);
    await expect(storage.put(k, arriving(Buffer.from('third')))).rejects.toBeInstanceOf(KeyExistsError);
    expect((await bytesOf(await storage.read(k))).toString()).toBe('first');
  });

  it('stops an upload past its limit and keeps nothing of it, not even a part', async () => {
    const small = key();
    await expect(storage.put(small, Buffer.alloc(11), { maxBytes: 10 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await storage.head(small)).toBeNull();
    const big = key();
    await expect(storage.put(big, arriving(randomBytes(9 * MiB)), { maxBytes: 8 * MiB + 1 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await storage.head(big)).toBeNull();
    expect(await storage.abortIncompleteUploads(new Date(Date.now() + 3600_000))).toBe(0);
  });

  it('says a key names nothing: null by HEAD, MissingObjectError on read, and removing it is no error', async () => {
    const k = key();
    expect(await storage.head(k)).toBeNull();
    await expect(storage.read(k)).rejects.toBeInstanceOf(MissingObjectError);
    await expect(storage.sendTo(k, sink().out, { start: 0, end: 1 })).rejects.toBeInstanceOf(MissingObjectError);
    await storage.remove(k);
    await storage.put(k, Buffer.from('x'));
    await storage.remove(k);
    expect(await storage.head(k)).toBeNull();
  });

  it('lists what is stored under a prefix with sizes and dates', async () => {
    const folder = `avatar/${randomUUID()}`;
    await storage.put(`${folder}/a.png`, Buffer.from('aa'));
    await storage.put(`${folder}/b.png`, Buffer.from('bbb'));
    const listed = async (prefix: string) => {
      const out: string[] = [];
      for await (const o of storage.list(prefix)) {
        expect(o.modifiedAt).toBeInstanceOf(Date);
        out.push(`${o.key}:${o.size}`);
      }
      return out.sort();
    };
    expect(await listed(`${folder}/`)).toEqual([`${folder}/a.png:2`, `${folder}/b.png:3`]);
    expect(await listed(`${folder}/b`)).toEqual([`${folder}/b.png:3`]);
    expect(await listed('thumbnail/none-here/')).toEqual([]);
    expect(await listed('../')).toEqual([]);
  });

  it('passes its check', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('takes a resumable upload in pieces on one process and the rest on another', async () => {
    const records = new MemoryKvStore<Upload>(); // one table every process reads (PostgreSQL in the app)
    const opts = { folder: 'lesson', records, expirationMs: 3600_000 };
    const [a, b] = [storage.resumableStore(opts), d.another().resumableStore(opts)];
    const bytes = randomBytes(13 * MiB);
    const id = randomUUID();
    await a.create(new Upload({ id, size: bytes.length, offset: 0, metadata: {} }));
    expect(await records.get(id)).toBeDefined();
    expect(await a.write(arriving(bytes.subarray(0, 8 * MiB)), id, 0)).toBe(8 * MiB);
    // A piece cut short: what arrived is kept (less than a part, on S3) and the next piece goes on from there.
    expect(await b.write(arriving(bytes.subarray(8 * MiB, 9 * MiB)), id, 8 * MiB)).toBe(9 * MiB);
    expect((await a.getUpload(id)).offset).toBe(9 * MiB);
    expect(await a.write(arriving(bytes.subarray(9 * MiB)), id, 9 * MiB)).toBe(bytes.length);
    expect(sha(await bytesOf(await storage.read(`lesson/${id}`)))).toBe(sha(bytes));
  });
});

describe.each(storageDrivers().filter((f) => f.name !== 'local'))('an object store ($name)', (driver) => {
  let d: DriverUnderTest;
  let storage: S3Storage;
  beforeAll(async () => {
    d = await driver.open();
    storage = d.storage as S3Storage;
  });
  afterAll(() => d?.close());
  const linkOpts = { contentType: 'video/mp4', disposition: 'inline', cacheControl: 'private, max-age=60' };

  it('gives a presigned link the store honours with a Range, and refuses for another key or once expired', async () => {
    const k = key();
    const other = key();
    await storage.put(k, Buffer.from('0123456789'));
    await storage.put(other, Buffer.from('secret other'));
    const url = await storage.directLink(k, { expiresInSeconds: 2, ...linkOpts });
    const ranged = await fetch(url, { headers: { range: 'bytes=2-5' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('2345');
    expect(ranged.headers.get('content-type')).toBe('video/mp4');
    // The same signature on another key's path.
    const forged = url.replace(k.split('/')[1]!, other.split('/')[1]!);
    expect((await fetch(forged)).status).toBe(403);
    await wait(3100);
    expect((await fetch(url)).status).toBe(403);
  });

  it('aborts multipart uploads left unfinished before a time, and only those', async () => {
    const k = key();
    const bucket = d.settings!.bucket;
    const prefix = d.settings!.prefix ? `${d.settings!.prefix}/` : '';
    await storage.client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: prefix + k }));
    expect(await storage.abortIncompleteUploads(new Date(Date.now() - 3600_000))).toBe(0);
    expect(await storage.abortIncompleteUploads(new Date(Date.now() + 3600_000))).toBe(1);
    const left = await storage.client.send(new ListMultipartUploadsCommand({ Bucket: bucket, Prefix: prefix }));
    expect(left.Uploads ?? []).toEqual([]);
  });

  it('says what is wrong with a missing bucket or a wrong key: a check that names it', async () => {
    const settings = d.settings!;
    const missing = new S3Storage({ ...settings, bucket: `lf-missing-${randomBytes(4).toString('hex')}` });
    await expect(missing.check()).rejects.toThrow(StorageUnavailableError);
    await expect(missing.check()).rejects.toThrow(/does not exist|refused access/);
    const wrongKey = new S3Storage({ ...settings, accessKeyId: 'NOT-A-KEY', secretAccessKey: 'wrong' });
    await expect(wrongKey.check()).rejects.toThrow(/refused access/);
    await expect(wrongKey.put(key(), Buffer.from('x'))).rejects.toThrow(StorageUnavailableError);
  });

  it.runIf(driver.name === 's3rver')('fails clearly while the store is down, and works again when it is back', async () => {
    const k = key();
    await d.server!.stop();
    try {
      await expect(storage.put(k, Buffer.from('x'))).rejects.toThrow(/cannot be reached/);
      await expect(storage.check()).rejects.toThrow(StorageUnavailableError);
    } finally {
      await d.server!.start();
    }
    await storage.put(k, Buffer.from('x'));
    expect((await storage.head(k))?.size).toBe(1);
  });
});
