// Small recordings made by ffmpeg for the transcoding tests (lavfi test sources): made once per
// process into a temporary folder, each a few seconds long so a whole ladder encodes in seconds.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
let dir: Promise<string> | undefined;
const made = new Map<string, Promise<Buffer>>();

const RECIPES = {
  /** 640x360, 25 fps, with sound, 9 s (two whole segments and a part): the ladder's 240p and 360p. */
  landscape: [
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=640x360:rate=25:duration=9',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:duration=9',
    '-shortest',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-pix_fmt',
    'yuv420p',
  ],
  /** A phone held upright: 360x640. */
  portrait: [
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=360x640:rate=30:duration=2',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330:duration=2',
    '-shortest',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-pix_fmt',
    'yuv420p',
  ],
  /** No sound at all. */
  silent: [
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=426x240:rate=25:duration=2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
  ],
  /** Sound in an MP4, no picture. */
  audioOnlyMp4: ['-f', 'lavfi', '-i', 'sine=frequency=550:duration=2', '-c:a', 'aac'],
  /** 60 fps with frames at uneven times (variable frame rate). */
  vfr60: [
    '-f',
    'lavfi',
    '-i',
    "testsrc2=size=640x360:rate=60:duration=2,select='not(mod(n\\,3))+gt(n\\,60)'",
    '-fps_mode',
    'vfr',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
  ],
  /** As a phone writes it: the index (moov) after the frames, so a cut-off copy has none. */
  moovAtEnd: [
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=426x240:rate=25:duration=3',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '-faststart',
  ],
} as const;
export type Recording = keyof typeof RECIPES;

export function recording(name: Recording): Promise<Buffer> {
  let bytes = made.get(name);
  if (!bytes) {
    bytes = (async () => {
      dir ??= mkdtemp(path.join(os.tmpdir(), 'lf-test-media-'));
      const file = path.join(await dir, `${name}.mp4`);
      const recipe: readonly string[] = RECIPES[name];
      await run('ffmpeg', ['-v', 'error', '-y', ...recipe, ...(recipe.includes('-movflags') ? [] : ['-movflags', '+faststart']), file]);
      return readFile(file);
    })();
    made.set(name, bytes);
  }
  return bytes;
}
