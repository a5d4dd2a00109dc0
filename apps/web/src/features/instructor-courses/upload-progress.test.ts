import { describe, expect, it } from 'vitest';
import { addSample, formatBytes, formatSpeed, formatTimeLeft, percentOf, progressText, speedOf, SPEED_WINDOW_MS } from './upload-progress';

describe('upload progress', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1536, '1.5 KB'],
    [8 * 1024 * 1024, '8.0 MB'],
    [5 * 1024 ** 3, '5.0 GB'],
  ])('formats %i bytes as %s', (bytes, text) => expect(formatBytes(bytes)).toBe(text));

  it('formats a speed per second', () => expect(formatSpeed(12.5 * 1024 * 1024)).toBe('12.5 MB/s'));

  it.each([
    [0, 1000, 'Almost done'],
    [1000, null, 'Estimating time left...'],
    [1000, 0, 'Estimating time left...'],
    [45_000, 1000, '45 s left'],
    [45_001, 1000, '46 s left'],
    [60_000, 1000, '1 min left'],
    [61_000, 1000, '2 min left'],
    [3_600_000, 1000, '1 h left'],
    [3_900_000, 1000, '1 h 5 min left'],
  ])('%i bytes left at %s B/s: %s', (left, speed, text) => expect(formatTimeLeft(left, speed)).toBe(text));

  it('says 100% only when every byte is sent, and never more', () => {
    expect(percentOf(0, 100)).toBe(0);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });

  it('measures speed over the last few seconds, once there is a second of data', () => {
    let samples = addSample([], { at: 0, bytes: 0 });
    samples = addSample(samples, { at: 500, bytes: 1000 });
    expect(speedOf(samples)).toBeNull();
    samples = addSample(samples, { at: 2000, bytes: 4000 });
    expect(speedOf(samples)).toBe(2000);
    // Older samples leave the window: a stall long ago no longer drags the speed down.
    samples = addSample(samples, { at: 2000 + SPEED_WINDOW_MS, bytes: 4000 + 10_000 });
    expect(samples.map((s) => s.at)).toEqual([2000, 2000 + SPEED_WINDOW_MS]);
    expect(speedOf(samples)).toBe(2000);
    // A resumed upload starts over from a lower count: the earlier samples are dropped.
    expect(addSample(samples, { at: 9000, bytes: 100 })).toEqual([{ at: 9000, bytes: 100 }]);
  });

  it('puts it in one line', () => {
    const samples = [
      { at: 0, bytes: 0 },
      { at: 2000, bytes: 2 * 1024 * 1024 },
    ];
    expect(progressText(2 * 1024 * 1024, 10 * 1024 * 1024, samples)).toBe('20% · 2.0 MB of 10.0 MB · 1.0 MB/s · 8 s left');
  });
});
