import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, open, opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sendFile } from './send-file.js';
import { FileTooLargeError, type OpenedFile, type Storage, type StoredObject } from './storage.js';

export { FileTooLargeError };

/** A key is server-generated: folders and file names of safe characters only. */
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export class LocalStorage implements Storage {
  /** The folder that holds every key: resumable uploads write their bytes under it (modules/lesson-uploads). */
  constructor(readonly root: string) {}

  private resolve(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
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
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') await rm(target, { force: true });
      throw err;
    }
    return { size };
  }

  read(key: string): Readable {
    return createReadStream(this.resolve(key));
  }

  async open(key: string): Promise<OpenedFile> {
    const file = await open(this.resolve(key), 'r');
    try {
      const { size } = await file.stat();
      return {
        size,
        sendTo: (out, range) => sendFile(file, out, range ?? { start: 0, end: size - 1 }),
        close: () => file.close(),
      };
    } catch (err) {
      await file.close();
      throw err;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.resolve(key))).size;
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    // Start in the deepest folder the prefix names; a folder that is not there holds nothing.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    if (folder && !SAFE_KEY.test(folder)) return;
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
      if (!SAFE_KEY.test(key)) continue;
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(key, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        const info = await lstat(path.join(this.root, key)).catch(() => null); // removed meanwhile: skip it
        if (info?.isFile()) yield { key, size: info.size, modifiedAt: info.mtime };
      }
    }
  }
}
