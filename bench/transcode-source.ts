// A 1080p30 source for the transcoding benches: ffmpeg's test pattern (moving, detailed: harder to
// encode than a lecture's slides) with a tone, made once per length into the temporary folder.
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export async function source1080p(seconds: number): Promise<string> {
  const file = path.join(os.tmpdir(), `lf-bench-1080p-${seconds}s.mp4`);
  if (await stat(file).catch(() => null)) return file;
  console.log(`making a ${seconds} s 1080p30 source (once): ${file}`);
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-shortest'],
    ...[
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-b:v',
      '8M',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-movflags',
      '+faststart',
      `${file}.part.mp4`,
    ],
  ]);
  await run('mv', [`${file}.part.mp4`, file]);
  return file;
}
