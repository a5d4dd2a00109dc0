// Where a transcode's outputs live: `{source key}.hls/{run id}/...` beside the lesson file, through
// the Storage driver like every other byte. A run writes only under its own folder, so a run that
// lost its turn never mixes its files with another's, and the folder goes whole with its file.
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { derivedFolder, removeAll } from '../../storage/references.js';
import type { Storage } from '../../storage/storage.js';

export const outputsFolder = derivedFolder;
export const runFolder = (sourceKey: string, runId: string) => `${outputsFolder(sourceKey)}${runId}/`;

const TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.vtt': 'text/vtt',
};
export const outputType = (name: string): string => TYPES[path.extname(name)] ?? 'application/octet-stream';

/** Stores every file under `dir` (a run's local work folder) at `prefix` + its relative path, a few at a time. */
export async function storeFolder(storage: Storage, dir: string, prefix: string, signal?: AbortSignal): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const names = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  let stored = 0;
  const queue = [...names];
  const worker = async () => {
    for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
      signal?.throwIfAborted();
      await storage.put(`${prefix}${name}`, createReadStream(path.join(dir, name)), { contentType: outputType(name) });
      stored++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return stored;
}

/** Removes every object under `prefix` (a run's folder, or a file's whole outputs folder). */
export const removeFolder = removeAll;
