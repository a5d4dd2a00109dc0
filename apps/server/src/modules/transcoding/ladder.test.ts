// What a source becomes, decided from its probe alone (ladder.ts): the rungs, their shape and the
// encoder's arguments.
import { describe, expect, it } from 'vitest';
import { parseProbe } from './ffmpeg.js';
import { estimatedOutputBytes, ladderCommand, planLadder, planStoryboard, storyboardVtt } from './ladder.js';

const sizes = (w: number, h: number) => planLadder(w, h).map((r) => `${r.name} ${r.width}x${r.height}`);

describe('the ladder', () => {
  it('goes up to the source and never above it', () => {
    expect(sizes(1920, 1080)).toEqual(['240p 426x240', '360p 640x360', '540p 960x540', '720p 1280x720', '1080p 1920x1080']);
    expect(sizes(1280, 720)).toEqual(['240p 426x240', '360p 640x360', '540p 960x540', '720p 1280x720']);
    // A 4K source stops at 1080p.
    expect(sizes(3840, 2160).at(-1)).toBe('1080p 1920x1080');
  });

  it('keeps a portrait video upright, and an odd shape even', () => {
    expect(sizes(1080, 1920)).toEqual(['240p 240x426', '360p 360x640', '540p 540x960', '720p 720x1280', '1080p 1080x1920']);
    expect(sizes(1000, 750)[0]).toBe('240p 320x240');
  });

  it('gives a source smaller than 240p one rendition at its own size', () => {
    expect(sizes(320, 180)).toEqual(['180p 320x180']);
  });

  it('caps the frame rate at 30 (a 4K 60 fps screen recording), forces keyframes every 2 s, and maps sound only when there is some', () => {
    const probe = { durationSeconds: 60, video: { width: 3840, height: 2160, fps: 60 }, audio: false };
    const { args } = ladderCommand('in.mp4', probe, 2);
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(graph).toMatch(/^\[0:v\]fps=30,split=5/);
    expect(args).toContain('expr:gte(t,n_forced*2)');
    expect(args).not.toContain('0:a:0');
    expect(args[args.indexOf('-var_stream_map') + 1]).toBe('v:0 v:1 v:2 v:3 v:4');
    const withSound = ladderCommand('in.mp4', { ...probe, audio: true }, 2).args;
    expect(withSound[withSound.indexOf('-var_stream_map') + 1]).toBe('v:0,a:0 v:1,a:1 v:2,a:2 v:3,a:3 v:4,a:4');
  });

  it('estimates the outputs’ size from the bitrates, for the disk check', () => {
    const probe = { durationSeconds: 600, video: { width: 1920, height: 1080, fps: 30 }, audio: true };
    // (300 + 700 + 1400 + 2500 + 4500 + 5 x 96) kbit/s x 600 s x 1.1
    expect(estimatedOutputBytes(probe)).toBe(Math.ceil((9880 * 1000 * 600 * 1.1) / 8));
  });
});

describe('the storyboard', () => {
  it('tiles a thumbnail every 5 s, 10 x 10 to a sheet, and names the tile of each cue', () => {
    const probe = { durationSeconds: 600, video: { width: 1920, height: 1080, fps: 30 }, audio: true };
    const plan = planStoryboard(probe)!;
    expect(plan).toEqual({ everySeconds: 5, thumbWidth: 160, thumbHeight: 90, count: 120 });
    const vtt = storyboardVtt(plan, 600, (i) => `storyboard-${i + 1}.jpg`);
    expect(vtt).toContain('00:00:05.000 --> 00:00:10.000\nstoryboard-1.jpg#xywh=160,0,160,90');
    // The 101st thumbnail starts the second sheet.
    expect(vtt).toContain('00:08:20.000 --> 00:08:25.000\nstoryboard-2.jpg#xywh=0,0,160,90');
  });

  it('spaces thumbnails out on a long video, at most 400', () => {
    const plan = planStoryboard({ durationSeconds: 4 * 3600, video: { width: 1280, height: 720, fps: 30 }, audio: true })!;
    expect(plan.count).toBeLessThanOrEqual(400);
  });
});

describe('reading ffprobe', () => {
  it('turns a phone’s rotated picture upright and ignores an audio file’s cover picture', () => {
    const rotated = parseProbe(
      JSON.stringify({
        format: { duration: '12.5' },
        streams: [
          { codec_type: 'video', width: 1920, height: 1080, avg_frame_rate: '30000/1001', side_data_list: [{ rotation: -90 }] },
          { codec_type: 'audio' },
        ],
      }),
    );
    expect(rotated).toEqual({ durationSeconds: 12.5, video: { width: 1080, height: 1920, fps: 30000 / 1001 }, audio: true });
    const song = parseProbe(
      JSON.stringify({
        format: { duration: '30' },
        streams: [{ codec_type: 'audio' }, { codec_type: 'video', width: 600, height: 600, disposition: { attached_pic: 1 } }],
      }),
    );
    expect(song.video).toBeNull();
  });

  it('refuses a file without a duration', () => {
    expect(() => parseProbe(JSON.stringify({ format: {}, streams: [] }))).toThrow(/no duration/);
  });
});
