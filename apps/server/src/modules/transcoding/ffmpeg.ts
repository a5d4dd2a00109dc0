// ffprobe and ffmpeg as child processes (Debian's ffmpeg package), spawned with argument arrays:
// nothing of a file name or a user's text ever reaches a shell. The encoder runs at the lowest CPU
// priority (nice 19) with a thread limit, so the API processes on the same machine keep the CPU they ask for.
import { spawn } from 'node:child_process';
import type { SourceProbe } from './ladder.js';

/** Why a source cannot be transcoded, in words an instructor can act on. */
export class SourceRefused extends Error {}

/** ffmpeg stopped with an error on this source: retrying would fail the same way. */
export class FfmpegFailed extends Error {}

// Encoders outlive a Node process that exits without killing them: every one still running goes with it.
const running = new Set<ReturnType<typeof spawn>>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface RunOptions {
  cwd: string;
  /** Aborting kills the process (SIGKILL): a replaced file or a stopping worker. */
  signal?: AbortSignal;
  /** Seconds of output written so far, from ffmpeg's `-progress` lines. */
  onProgress?: (outSeconds: number) => void;
  niceness?: number;
}

/** Runs ffmpeg; rejects with the last lines it wrote to stderr when it fails. */
export function ffmpeg(args: string[], opts: RunOptions): Promise<void> {
  const progressArgs = opts.onProgress ? ['-progress', 'pipe:1', '-nostats'] : [];
  return run('ffmpeg', ['-v', 'error', ...progressArgs, ...args], opts, (line) => {
    const m = /^out_time_us=(\d+)$/.exec(line);
    if (m && opts.onProgress) opts.onProgress(Number(m[1]) / 1e6);
  });
}

/** What ffprobe says of a file; a file it cannot read is refused with its reason. */
export async function probe(path: string, opts: Pick<RunOptions, 'cwd' | 'signal'>): Promise<SourceProbe> {
  let out = '';
  try {
    await run(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
      opts,
      undefined,
      (chunk) => (out += chunk),
    );
  } catch (err) {
    if (opts.signal?.aborted) throw err;
    throw new SourceRefused(`ffprobe could not read the file: ${(err as Error).message}`);
  }
  return parseProbe(out);
}

interface ProbeJson {
  format?: { duration?: string };
  streams?: {
    codec_type?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    duration?: string;
    disposition?: { attached_pic?: number };
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
}

const rate = (r: string | undefined) => {
  const [n, d] = (r ?? '0/0').split('/').map(Number);
  return n && d ? n / d : 0;
};

export function parseProbe(json: string): SourceProbe {
  const data = JSON.parse(json) as ProbeJson;
  const streams = data.streams ?? [];
  // A cover picture in an audio file is a "video" stream of one frame: not a picture to stream.
  const v = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height);
  const audio = streams.some((s) => s.codec_type === 'audio');
  const duration = Number(data.format?.duration ?? v?.duration ?? 0);
  if (!Number.isFinite(duration) || duration <= 0)
    throw new SourceRefused('ffprobe found no duration: the file is not a playable video or audio recording.');
  let video: SourceProbe['video'] = null;
  if (v?.width && v.height) {
    const rotation = Math.abs(Number(v.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? v.tags?.rotate ?? 0)) % 180;
    // A phone records sideways and says so; ffmpeg turns the picture upright as it decodes.
    const [width, height] = rotation === 90 ? [v.height, v.width] : [v.width, v.height];
    video = { width, height, fps: rate(v.avg_frame_rate) || rate(v.r_frame_rate) };
  }
  return { durationSeconds: duration, video, audio };
}

function run(
  command: string,
  args: string[],
  opts: RunOptions,
  onLine?: (line: string) => void,
  onStdout?: (chunk: string) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(opts.signal.reason ?? new Error('aborted'));
    // Through coreutils' nice, so the priority is the process's from its first instruction, and
    // every thread the encoder starts inherits it.
    const child = opts.niceness
      ? spawn('nice', ['-n', String(opts.niceness), command, ...args], { cwd: opts.cwd, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(command, args, { cwd: opts.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    const kill = () => child.kill('SIGKILL');
    opts.signal?.addEventListener('abort', kill, { once: true });
    let errText = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      onStdout?.(chunk);
      if (!onLine) return;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) onLine(line.trim());
    });
    // Only the end is kept: what ffmpeg said last is why it stopped.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errText = (errText + chunk).slice(-4000)));
    child.on('error', (err: NodeJS.ErrnoException) => {
      running.delete(child);
      opts.signal?.removeEventListener('abort', kill);
      // Not the source's fault, but retrying will not install it: the instructor reads why.
      reject(err.code === 'ENOENT' ? new FfmpegFailed(`This server cannot process media files: ${command} is not installed.`) : err);
    });
    child.on('close', (code) => {
      running.delete(child);
      opts.signal?.removeEventListener('abort', kill);
      if (opts.signal?.aborted) return reject(opts.signal.reason ?? new Error('aborted'));
      if (code === 0) return resolve();
      const reason = errText.trim().split('\n').slice(-2).join(' ').trim() || `${command} exited with code ${code}`;
      reject(new FfmpegFailed(reason));
    });
  });
}
