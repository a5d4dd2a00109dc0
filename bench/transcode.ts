// Transcoding speed (issue 28 budget): a 1080p source to the whole ladder (240p-1080p, the same
// command the job runs: modules/transcoding/ladder.ts) with the job's own settings (nice 19, every
// core), twice. Budget: at least real time (media seconds per wall second >= 1).
//
//   npm run transcode -w @app/bench      TRANSCODE_BENCH_SECONDS=600 (the source's length)
//   The API's p99 while a transcode runs: npm run mixed -w @app/bench with MIXED_DURING_TRANSCODE=1.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ffmpeg } from '../apps/server/src/modules/transcoding/ffmpeg.js';
import { ladderCommand } from '../apps/server/src/modules/transcoding/ladder.js';
import { loadLine } from './wrk.js';
import { source1080p } from './transcode-source.js';

const SECONDS = Number(process.env.TRANSCODE_BENCH_SECONDS ?? 600);
const RUNS = Number(process.env.TRANSCODE_BENCH_RUNS ?? 2);
const threads = os.availableParallelism();

const source = await source1080p(SECONDS);
const probe = { durationSeconds: SECONDS, video: { width: 1920, height: 1080, fps: 30 }, audio: true };
const rows = [];
for (let i = 1; i <= RUNS; i++) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lf-bench-transcode-'));
  const before = loadLine();
  const started = performance.now();
  await ffmpeg(ladderCommand(source, probe, threads).args, { cwd: dir, niceness: 19 });
  const wall = (performance.now() - started) / 1000;
  rows.push({ run: i, 'media s': SECONDS, 'wall s': +wall.toFixed(1), 'x real time': +(SECONDS / wall).toFixed(2), 'load before': before });
  await rm(dir, { recursive: true, force: true });
}
console.table(rows);
const slowest = Math.min(...rows.map((r) => r['x real time']));
console.log(`slowest run ${slowest}x real time on ${threads} cores (budget >= 1x) -> ${slowest >= 1 ? 'PASS' : 'FAIL'}`);
process.exitCode = slowest >= 1 ? 0 : 1;
