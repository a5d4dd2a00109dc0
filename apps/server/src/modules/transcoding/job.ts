// The transcode-media job (docs/video.md): one run turns a lesson file into its streaming copies.
// It copies the source to a work folder (ffprobe and ffmpeg need a file they can seek in), checks
// it, encodes the ladder (or the audio rendition), stores the outputs under the run's own folder,
// and only then marks the row ready. A run that loses its row on the way (the file replaced or
// deleted, or its turn taken after a missed heartbeat) kills ffmpeg and removes what it stored.
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, statfs, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Deps } from '../../deps.js';
import { ffmpeg, FfmpegFailed, probe, SourceRefused } from './ffmpeg.js';
import {
  audioCommand,
  estimatedOutputBytes,
  ladderCommand,
  posterCommand,
  storyboardCommand,
  storyboardVtt,
  waveformCommand,
} from './ladder.js';
import { removeFolder, runFolder, storeFolder } from './outputs.js';
import { claimTranscode, heartbeat, HEARTBEAT_MS, markFailed, markReady, type TranscodeOutputs } from './state.js';

export interface TranscodeDeps extends Pick<Deps, 'db' | 'clock' | 'storage'> {
  config: Pick<Config, 'transcode'>;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Free bytes where the work folder is (tests pretend a full disk). */
  freeBytes?: (dir: string) => Promise<number>;
}

/** Room kept free beside a run's files, for the rest of the machine. */
const DISK_MARGIN = 256 * 1024 * 1024;
const ENCODE_SHARE = 90; // percent of the progress bar the encoding takes; storing the outputs the rest

const diskFree = async (dir: string) => {
  const s = await statfs(dir);
  return s.bavail * s.bsize;
};
const mib = (n: number) => `${Math.ceil(n / 1024 / 1024)} MB`;

class RunLost extends Error {}

export type TranscodeOutcome = 'ready' | 'failed' | 'skipped' | 'lost';

export async function runTranscode(deps: TranscodeDeps, fileId: string): Promise<{ outcome: TranscodeOutcome; reason?: string }> {
  const { db, storage, clock } = deps;
  const claim = await claimTranscode(db, fileId, clock());
  if (!claim?.runId) return { outcome: 'skipped' };
  const runId = claim.runId;
  const folder = runFolder(claim.storageKey, runId);
  const work = await mkdtemp(path.join(deps.config.transcode.tmpDir, 'lf-transcode-'));
  const abort = new AbortController();
  let progress = 0;
  let beating = Promise.resolve();
  const beat = setInterval(() => {
    beating = heartbeat(db, fileId, runId, progress, clock()).then(
      (held) => void (held || abort.abort(new RunLost())),
      () => undefined, // a missed beat is retried at the next; the watchdog allows 2 minutes
    );
  }, HEARTBEAT_MS);
  const freeBytes = deps.freeBytes ?? diskFree;
  try {
    const free = await freeBytes(work);
    if (free < claim.size + DISK_MARGIN)
      throw new SourceRefused(
        `Not enough disk space to process this file: it needs ${mib(claim.size + DISK_MARGIN)}, ${mib(free)} is free.`,
      );
    const source = path.join(work, 'source');
    await pipeline(await storage.read(claim.storageKey), createWriteStream(source), { signal: abort.signal });
    // Relative names: ffmpeg's messages, which the instructor reads, never show a server path.
    const info = await probe('source', { cwd: work, signal: abort.signal });
    if (claim.kind === 'video' && !info.video)
      throw new SourceRefused('This file has sound but no picture: upload it to an audio lesson, or upload the video.');
    if (!info.audio && claim.kind === 'audio') throw new SourceRefused('This file has no sound.');
    const needed = estimatedOutputBytes(info) + DISK_MARGIN;
    const freeNow = await freeBytes(work);
    if (freeNow < needed)
      throw new SourceRefused(`Not enough disk space to process this file: it needs ${mib(needed)}, ${mib(freeNow)} is free.`);

    const out = path.join(work, 'out');
    await mkdir(out);
    const run = { cwd: out, signal: abort.signal, niceness: 19 };
    let encoded = 0;
    const onProgress = (seconds: number) => {
      encoded = Math.max(encoded, seconds);
      progress = Math.min(ENCODE_SHARE, (ENCODE_SHARE * seconds) / info.durationSeconds);
    };
    // A copy cut off in the middle still decodes up to the cut, with no error: the length it
    // claims is what tells.
    const assertWhole = () => {
      if (encoded < info.durationSeconds * 0.9 - 1)
        throw new SourceRefused(
          `The file ends early: only ${Math.floor(encoded)} s of its ${Math.round(info.durationSeconds)} s could be read. Upload it again.`,
        );
    };
    const threads = deps.config.transcode.threads;
    const outputs: TranscodeOutputs = { durationSeconds: info.durationSeconds, renditions: [], poster: null, storyboard: null };
    if (claim.kind === 'video' && info.video) {
      const cmd = ladderCommand('../source', info, threads);
      await ffmpeg(cmd.args, { ...run, onProgress });
      assertWhole();
      await ffmpeg(posterCommand('../source', info), run);
      if (cmd.storyboard) await ffmpeg(storyboardCommand('0/index.m3u8', cmd.storyboard), run);
      outputs.poster = 'poster.jpg';
      outputs.renditions = cmd.renditions.map((r) => ({ name: r.name, width: r.width, height: r.height, bandwidth: r.videoKbps * 1000 }));
      if (cmd.storyboard) {
        const sprites = (await readdir(out)).filter((n) => n.startsWith('storyboard-')).sort();
        await writeFile(
          path.join(out, 'storyboard.vtt'),
          storyboardVtt(cmd.storyboard, info.durationSeconds, (i) => sprites[i] ?? sprites.at(-1)!),
        );
        outputs.storyboard = 'storyboard.vtt';
      }
    } else {
      await ffmpeg(audioCommand('../source', threads), { ...run, onProgress });
      assertWhole();
      await ffmpeg(waveformCommand('../source'), run);
      outputs.poster = 'poster.png';
    }
    progress = ENCODE_SHARE;
    await storeFolder(storage, out, folder, abort.signal);
    await beating;
    if (!(await markReady(db, fileId, runId, outputs, clock()))) throw new RunLost();
    deps.log?.info({ fileId, runId, renditions: outputs.renditions.length }, 'transcode ready');
    return { outcome: 'ready' };
  } catch (err) {
    const lost = err instanceof RunLost || abort.signal.reason instanceof RunLost;
    if (lost || !(err instanceof SourceRefused || err instanceof FfmpegFailed)) {
      // Lost: the file is gone or another run has it. Otherwise (storage or database trouble):
      // the outputs go, and the job's retry, or the watchdog, takes the row again.
      await removeFolder(storage, folder).catch(() => undefined);
      if (lost) return { outcome: 'lost' };
      throw err;
    }
    await removeFolder(storage, folder).catch(() => undefined);
    await markFailed(db, fileId, runId, err.message, clock());
    deps.log?.warn({ fileId, runId, reason: err.message }, 'transcode failed');
    return { outcome: 'failed', reason: err.message };
  } finally {
    clearInterval(beat);
    abort.abort();
    await beating;
    await rm(work, { recursive: true, force: true });
  }
}
