// What a source becomes (docs/video.md): the renditions of its HLS ladder, their encoder settings,
// and the storyboard's grid, decided from what ffprobe said of it. Pure: the job runs the commands
// this file writes, and the unit tests read them.

/** What ffprobe tells of a source (probe.ts reads it). */
export interface SourceProbe {
  durationSeconds: number;
  /** The picture as it is shown (a phone's rotation already applied); null for a file without one. */
  video: { width: number; height: number; fps: number } | null;
  audio: boolean;
}

export interface Rendition {
  /** '240p' ... '1080p': the shorter side, whichever way the picture stands. */
  name: string;
  width: number;
  height: number;
  videoKbps: number;
}

/** Shorter side and bitrate of each rung; a rung above the source's shorter side is left out (never upscaled). */
export const LADDER: readonly { short: number; kbps: number }[] = [
  { short: 240, kbps: 300 },
  { short: 360, kbps: 700 },
  { short: 540, kbps: 1400 },
  { short: 720, kbps: 2500 },
  { short: 1080, kbps: 4500 },
];
export const AUDIO_KBPS = 96;
export const AUDIO_ONLY_KBPS = 128;
/** A keyframe every 2 s in every rendition, at the same instants, so a player switches at any segment. */
export const KEYFRAME_SECONDS = 2;
/** Two keyframe intervals: the ~4-6 s segments players fetch. */
export const SEGMENT_SECONDS = 4;
/** Above this the ladder is encoded at 30 fps (a 60 fps screen recording gains nothing at these bitrates). */
export const MAX_FPS = 30;
/** The storyboard: one thumbnail this often (longer for a long video), 10 x 10 to a sprite sheet. */
const THUMB_EVERY_SECONDS = 5;
const MAX_THUMBS = 400;
const THUMB_BOX = 160;
export const SPRITE_COLUMNS = 10;
export const SPRITE_ROWS = 10;

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** Dimensions with the shorter side `short` and the source's shape (portrait stays portrait). */
function fit(width: number, height: number, short: number): { width: number; height: number } {
  return width >= height
    ? { width: even((short * width) / height), height: even(short) }
    : { width: even(short), height: even((short * height) / width) };
}

/** The renditions of a picture `width` x `height`: every rung up to its shorter side; a source under 240p gets one at its own size. */
export function planLadder(width: number, height: number): Rendition[] {
  const short = Math.min(width, height);
  const rungs = LADDER.filter((r) => r.short <= short);
  if (rungs.length === 0) return [{ name: `${even(short)}p`, ...fit(width, height, short), videoKbps: LADDER[0]!.kbps }];
  return rungs.map((r) => ({ name: `${r.short}p`, ...fit(width, height, r.short), videoKbps: r.kbps }));
}

export interface StoryboardPlan {
  everySeconds: number;
  thumbWidth: number;
  thumbHeight: number;
  count: number;
}

export function planStoryboard(probe: SourceProbe): StoryboardPlan | null {
  if (!probe.video || probe.durationSeconds <= 0) return null;
  const everySeconds = Math.max(THUMB_EVERY_SECONDS, Math.ceil(probe.durationSeconds / MAX_THUMBS));
  const { width, height } = probe.video;
  const scale = THUMB_BOX / Math.max(width, height);
  return {
    everySeconds,
    thumbWidth: even(width * scale),
    thumbHeight: even(height * scale),
    count: Math.max(1, Math.ceil(probe.durationSeconds / everySeconds)),
  };
}

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

/** The WebVTT thumbnails track: each cue names its sprite sheet and the tile in it (`#xywh=`). */
export function storyboardVtt(plan: StoryboardPlan, durationSeconds: number, spriteName: (index: number) => string): string {
  const perSprite = SPRITE_COLUMNS * SPRITE_ROWS;
  const lines = ['WEBVTT', ''];
  for (let i = 0; i < plan.count; i++) {
    const start = i * plan.everySeconds;
    const end = Math.min(durationSeconds, start + plan.everySeconds);
    const tile = i % perSprite;
    const x = (tile % SPRITE_COLUMNS) * plan.thumbWidth;
    const y = Math.floor(tile / SPRITE_COLUMNS) * plan.thumbHeight;
    lines.push(
      `${timestamp(start)} --> ${timestamp(end)}`,
      `${spriteName(Math.floor(i / perSprite))}#xywh=${x},${y},${plan.thumbWidth},${plan.thumbHeight}`,
      '',
    );
  }
  return lines.join('\n');
}

export interface LadderCommand {
  args: string[];
  renditions: Rendition[];
  storyboard: StoryboardPlan | null;
}

/**
 * One ffmpeg run for the whole ladder: the source is decoded once and split to every rendition,
 * each encoded with keyframes forced at the same instants. The HLS muxer writes `{i}/index.m3u8`
 * and its segments per rendition, and `master.m3u8` with each rendition's BANDWIDTH, RESOLUTION
 * and CODECS. Paths are relative to the run's folder (cwd).
 */
export function ladderCommand(source: string, probe: SourceProbe, threads: number): LadderCommand {
  if (!probe.video) throw new Error('ladderCommand needs a picture');
  const renditions = planLadder(probe.video.width, probe.video.height);
  const fps = Math.min(MAX_FPS, probe.video.fps > 0 ? probe.video.fps : MAX_FPS);
  const n = renditions.length;
  // A constant frame rate first: a variable-frame-rate phone video gets evenly spaced frames.
  const graph = [`[0:v]fps=${fps},split=${n}${renditions.map((_, i) => `[s${i}]`).join('')}`];
  renditions.forEach((r, i) => graph.push(`[s${i}]scale=${r.width}:${r.height}:flags=bicubic,setsar=1[v${i}]`));
  const args = ['-hide_banner', '-nostdin', '-y', '-threads', String(threads), '-i', source, '-filter_complex', graph.join(';')];
  renditions.forEach((_, i) => args.push('-map', `[v${i}]`));
  if (probe.audio) renditions.forEach(() => args.push('-map', '0:a:0'));
  args.push(
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-threads', String(threads)],
    ...['-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`, '-sc_threshold', '0'],
  );
  renditions.forEach((r, i) => {
    args.push(
      `-b:v:${i}`,
      `${r.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(r.videoKbps * 1.1)}k`,
      `-bufsize:v:${i}`,
      `${r.videoKbps * 2}k`,
    );
  });
  if (probe.audio) args.push('-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2');
  const streamMap = renditions.map((_, i) => (probe.audio ? `v:${i},a:${i}` : `v:${i}`)).join(' ');
  args.push(...hlsOutput(streamMap, '%v'));
  return { args, renditions, storyboard: planStoryboard(probe) };
}

/**
 * The storyboard's sprite sheets, from the lowest rendition once it is made: its keyframes (every
 * 2 s) are all a thumbnail needs, so only they are decoded, from the smallest picture there is.
 * (As a branch of the ladder's run it would cost a decode of nothing less, and its tiles' late
 * timestamps would stand in ffmpeg's progress report.)
 */
export function storyboardCommand(lowestPlaylist: string, plan: StoryboardPlan): string[] {
  return [
    ...['-hide_banner', '-nostdin', '-y', '-skip_frame', 'nokey', '-i', lowestPlaylist],
    ...['-vf', `fps=1/${plan.everySeconds},scale=${plan.thumbWidth}:${plan.thumbHeight},tile=${SPRITE_COLUMNS}x${SPRITE_ROWS}`],
    ...['-fps_mode', 'passthrough', '-c:v', 'mjpeg', '-q:v', '5', 'storyboard-%03d.jpg'],
  ];
}

/** An audio lesson (or a video's sound alone): one AAC rendition. */
export function audioCommand(source: string, threads: number): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-threads',
    String(threads),
    '-i',
    source,
    '-map',
    '0:a:0',
    '-vn',
    '-c:a',
    'aac',
    '-b:a',
    `${AUDIO_ONLY_KBPS}k`,
    '-ac',
    '2',
    ...hlsOutput('a:0', '%v'),
  ];
}

function hlsOutput(streamMap: string, variant: string): string[] {
  return [
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'mpegts',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_filename',
    `${variant}/segment-%04d.ts`,
    '-master_pl_name',
    'master.m3u8',
    '-var_stream_map',
    streamMap,
    `${variant}/index.m3u8`,
  ];
}

/** A poster: one frame a little into the video (the first is often black), as JPEG at most 1280 wide. */
export function posterCommand(source: string, probe: SourceProbe): string[] {
  const at = Math.min(2, probe.durationSeconds / 10);
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-ss',
    at.toFixed(2),
    '-i',
    source,
    '-frames:v',
    '1',
    '-vf',
    "scale='min(1280,iw)':-2",
    '-q:v',
    '4',
    'poster.jpg',
  ];
}

/** An audio lesson's poster: its waveform. */
export function waveformCommand(source: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-i',
    source,
    '-filter_complex',
    'aformat=channel_layouts=mono,showwavespic=s=1280x360:colors=#e50914',
    '-frames:v',
    '1',
    'poster.png',
  ];
}

/** Bytes the outputs will take, roughly (the bitrates over the duration), to check the disk before starting. */
export function estimatedOutputBytes(probe: SourceProbe): number {
  const kbps = probe.video
    ? planLadder(probe.video.width, probe.video.height).reduce((s, r) => s + r.videoKbps + (probe.audio ? AUDIO_KBPS : 0), 0)
    : AUDIO_ONLY_KBPS;
  return Math.ceil((kbps * 1000 * probe.durationSeconds * 1.1) / 8);
}
