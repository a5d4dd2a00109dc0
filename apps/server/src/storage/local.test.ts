import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileTooLargeError, LocalStorage } from './local.js';

let root: string;
let storage: LocalStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lf-storage-'));
  storage = new LocalStorage(path.join(root, 'files'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local storage', () => {
  it.each(['../secret', 'lesson/../../secret', '/etc/passwd', 'lesson//x', '.hidden', 'lesson/x y'])(
    'refuses the unsafe key %s',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
      expect(() => storage.read(key)).toThrow(/Unsafe storage key/);
      expect(await readdir(root)).toEqual([]);
    },
  );

  it('reads a byte range and never overwrites a file', async () => {
    await storage.put('lesson/a.bin', Buffer.from('0123456789'));
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(Buffer.from(chunk)); // a copy: the sender reuses its buffers
        done();
      },
    });
    await (await storage.open('lesson/a.bin')).sendTo(sink, { start: 2, end: 5 });
    expect(Buffer.concat(chunks).toString()).toBe('2345');
    await expect(storage.put('lesson/a.bin', Buffer.from('x'))).rejects.toThrow();
    expect(await storage.size('lesson/a.bin')).toBe(10);
  });

  it('stops an upload over its limit and keeps nothing of it', async () => {
    await expect(storage.put('lesson/big.bin', Buffer.alloc(11), { maxBytes: 10 })).rejects.toBeInstanceOf(FileTooLargeError);
    expect(await storage.size('lesson/big.bin')).toBeNull();
  });
});

describe('local storage listing', () => {
  it('lists the stored objects under a prefix with their size and time, and nothing it could not have stored', async () => {
    const listing = new LocalStorage(path.join(root, 'listing'));
    await listing.put('avatar/a.png', Buffer.from('aa'));
    await listing.put('avatar/b.png', Buffer.from('bbb'));
    await listing.put('lesson/c.mp4', Buffer.from('c'));
    await mkdir(path.join(root, 'listing', 'avatar', '.tmp'), { recursive: true });
    await writeFile(path.join(root, 'listing', 'avatar', '.DS_Store'), 'x');
    const keys = async (prefix: string) => {
      const out: string[] = [];
      for await (const o of listing.list(prefix)) {
        expect(o.modifiedAt).toBeInstanceOf(Date);
        out.push(`${o.key}:${o.size}`);
      }
      return out.sort();
    };
    expect(await keys('')).toEqual(['avatar/a.png:2', 'avatar/b.png:3', 'lesson/c.mp4:1']);
    expect(await keys('avatar/')).toEqual(['avatar/a.png:2', 'avatar/b.png:3']);
    expect(await keys('avatar/b')).toEqual(['avatar/b.png:3']);
    expect(await keys('thumbnail/')).toEqual([]);
    expect(await keys('../')).toEqual([]);
  });
});
