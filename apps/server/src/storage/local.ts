// The local-disk driver: every key is a file under one folder (DATA_DIR/files). The only code that
// knows a path; resumable uploads write into the same folder through tus's file store.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { lstat, mkdir, open, opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, isSafeKey } from './keys.js';
import { localResumableStore } from './resumable-local.js';
import { sendFile } from './send-file.js';
import {
  FileTooLargeError,
  KeyExistsError,
  MissingObjectError,
  type ByteRange,
  type ObjectInfo,
  type ResumableStoreOptions,
  type Storage,
  type StoredObject,
} from './storage.js';

export { FileTooLargeError };

/** Big reads for streamed bodies: Node 20's 16 KiB default halves the throughput of large files. */
const READ_CHUNK = 1024 * 1024;

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

export class LocalStorage implements Storage {
  readonly driver = 'local' as const;

  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    return path.join(this.root, assertSafeKey(key));
  }

  async put(key: string, body: Readable | Buffer, opts: { maxBytes?: number } = {}): Promise<{ size: number }> {
    const target = this.resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    let size = 0;
    const limit = opts.maxBytes ?? Number.POSITIVE_INFINITY;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        if (size > limit) done(new FileTooLargeError('File too large'));
        else done(null, chunk);
      },
    });
    try {
      // 'wx' never overwrites an existing file.
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, counter, createWriteStream(target, { flags: 'wx' }));
    } catch (err) {
      // Clean up a partial write, but never the file that was already there.
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new KeyExistsError(`Storage key exists: ${key}`, { cause: err });
      await rm(target, { force: true });
      throw err;
    }
    return { size };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const file = await this.openFile(key);
    return file.createReadStream({ highWaterMark: READ_CHUNK, ...(range ?? {}) });
  }

  async sendTo(key: string, out: Writable, range: ByteRange): Promise<void> {
    await sendFile(await this.openFile(key), out, range);
  }

  private async openFile(key: string) {
    try {
      return await open(this.resolve(key), 'r');
    } catch (err) {
      if (isMissing(err)) throw new MissingObjectError(`Stored file missing: ${key}`, { cause: err });
      throw err;
    }
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const info = await stat(this.resolve(key));
      return { size: info.size, modifiedAt: info.mtime };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    // Start in the deepest folder the prefix names; a folder that is not there holds nothing.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    if (folder && !isSafeKey(folder)) return;
    yield* this.walk(folder, prefix);
  }

  /** Reads one folder entry at a time (opendir), so a folder of millions of files is never held whole. */
  private async *walk(folder: string, prefix: string): AsyncIterable<StoredObject> {
    let dir;
    try {
      dir = await opendir(path.join(this.root, folder));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for await (const entry of dir) {
      const key = folder ? `${folder}/${entry.name}` : entry.name;
      // Anything that is not a key we could have made (a stray dot file, a symlink) is not ours to list.
      if (!isSafeKey(key)) continue;
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        const info = await lstat(path.join(this.root, key)).catch(() => null); // removed meanwhile: skip it
        if (info?.isFile()) yield { key, size: info.size, modifiedAt: info.mtime };
      }
    }
  }

  /** A disk has no multipart uploads: an unfinished tus upload is a plain file the expiry job removes. */
  async abortIncompleteUploads(): Promise<number> {
    return 0;
  }

  /** A disk has no links of its own: lesson media go through the server. */
  async directLink(key: string): Promise<null> {
    assertSafeKey(key);
    return null;
  }

  /** Writes and removes a tiny file: a full, read-only or missing disk fails here. */
  async check(): Promise<void> {
    const key = `health/probe-${process.pid}-${randomBytes(4).toString('hex')}`;
    await this.put(key, Buffer.from('ok'));
    await this.remove(key);
  }

  resumableStore(opts: ResumableStoreOptions) {
    return localResumableStore(path.join(this.root, assertSafeKey(opts.folder)), opts);
  }
}
