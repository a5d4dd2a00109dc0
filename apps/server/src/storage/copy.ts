// Copying every stored file from one storage to another (a local data folder into a bucket, when a
// site moves to STORAGE=s3): `npm run storage:copy -w @app/server` (copy-cli.ts).
//  - idempotent and resumable: a key the target has, at the same size, is left alone, so a run
//    that stopped half-way is simply run again;
//  - never overwrites: a key the target has at another size is reported, not replaced (keys are
//    never reused, so it is a partial copy of an earlier run or someone else's object);
//  - verified: each copy's size is read back by HEAD and compared with the source's.
import path from 'node:path';
import type { Storage, StoredObject } from './storage.js';

/** The types public files are served with from a CDN (PUBLIC_FILES_BASE_URL): the object's own. */
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
};

export interface CopyProgress {
  total: number;
  totalBytes: number;
  copied: number;
  copiedBytes: number;
  /** Already in the target at the same size. */
  skipped: number;
  failed: { key: string; reason: string }[];
}

export interface CopyOptions {
  /** Copies at once. */
  parallel?: number;
  onProgress?: (p: CopyProgress) => void;
}

/** Copies what `source` holds into `target`; resolves with the tally (its `failed` lists what did not go). */
export async function copyFiles(source: Storage, target: Storage, opts: CopyOptions = {}): Promise<CopyProgress> {
  const objects: StoredObject[] = [];
  // The health check's probe files are not files of ours.
  for await (const o of source.list('')) if (!o.key.startsWith('health/')) objects.push(o);
  const progress: CopyProgress = {
    total: objects.length,
    totalBytes: objects.reduce((sum, o) => sum + o.size, 0),
    copied: 0,
    copiedBytes: 0,
    skipped: 0,
    failed: [],
  };
  const queue = [...objects];
  const worker = async () => {
    for (let o = queue.shift(); o; o = queue.shift()) {
      try {
        await copyOne(source, target, o, progress);
      } catch (err) {
        progress.failed.push({ key: o.key, reason: (err as Error).message });
      }
      opts.onProgress?.(progress);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.parallel ?? 4, queue.length)) }, worker));
  return progress;
}

async function copyOne(source: Storage, target: Storage, o: StoredObject, progress: CopyProgress) {
  const there = await target.head(o.key);
  if (there) {
    if (there.size !== o.size)
      throw new Error(`the target has it at ${there.size} bytes, the source at ${o.size}: remove it there to copy it again`);
    progress.skipped++;
    return;
  }
  const ext = path.extname(o.key).slice(1).toLowerCase();
  const type = TYPES[ext];
  await target.put(o.key, await source.read(o.key), type ? { contentType: type } : {});
  const copied = await target.head(o.key);
  if (copied?.size !== o.size) throw new Error(`copied ${copied?.size ?? 'nothing'} bytes of ${o.size}`);
  progress.copied++;
  progress.copiedBytes += o.size;
}
