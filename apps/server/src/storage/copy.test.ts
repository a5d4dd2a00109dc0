// storage:copy (copy.ts) from a local data folder into s3rver: everything goes across and reads
// back the same; run again it copies nothing; a run that stopped half-way goes on; an object of
// another size already in the bucket is reported and kept.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { copyFiles } from './copy.js';
import { LocalStorage } from './local.js';
import { S3Storage } from './s3.js';

let s3: TestS3Server;
let dir: string;
let source: LocalStorage;
let target: S3Storage;
beforeAll(async () => {
  s3 = await startS3Server({ prefix: 'copied' });
  dir = await mkdtemp(path.join(os.tmpdir(), 'lf-copy-'));
  source = new LocalStorage(dir);
  target = new S3Storage(s3.settings);
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

async function bytesOf(storage: S3Storage | LocalStorage, key: string) {
  const chunks: Buffer[] = [];
  for await (const c of await storage.read(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('storage:copy', () => {
  it('copies every file once, verified, and goes on where a run stopped', async () => {
    const keys = [`avatar/${randomUUID()}.png`, `thumbnail/${randomUUID()}.webp`, `lesson/${randomUUID()}`];
    for (const key of keys) await source.put(key, randomBytes(1000 + keys.indexOf(key)));
    await source.check(); // leaves no probe behind, and a probe is never copied anyway
    // A run that stopped after the first file.
    await target.put(keys[0]!, await bytesOf(source, keys[0]!));

    const seen: number[] = [];
    const first = await copyFiles(source, target, { onProgress: (p) => seen.push(p.copied + p.skipped) });
    expect(first).toMatchObject({ total: 3, copied: 2, skipped: 1, failed: [] });
    expect(first.totalBytes).toBe(1000 + 1001 + 1002);
    expect(seen).toEqual([1, 2, 3]);
    for (const key of keys) expect((await bytesOf(target, key)).equals(await bytesOf(source, key))).toBe(true);

    const again = await copyFiles(source, target);
    expect(again).toMatchObject({ total: 3, copied: 0, skipped: 3, failed: [] });
  });

  it('reports, and keeps, an object of another size already at a key', async () => {
    const key = `avatar/${randomUUID()}.png`;
    await source.put(key, randomBytes(500));
    await target.put(key, randomBytes(10));
    const result = await copyFiles(source, target);
    expect(result.failed).toEqual([{ key, reason: expect.stringContaining('the target has it at 10 bytes, the source at 500') }]);
    expect((await target.head(key))?.size).toBe(10);
  });
});
