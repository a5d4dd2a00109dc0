// What an upload's progress bar says: percent, speed and time left, worked out from the byte
// counts tus-js-client reports. Pure, so it is tested without a browser.

export interface ProgressSample {
  /** Milliseconds, from any steady clock (performance.now()). */
  at: number;
  bytes: number;
}

/** Speed is measured over the last few seconds: long enough to smooth a piece's bursts. */
export const SPEED_WINDOW_MS = 5000;

/** Keeps the samples of the window that ends with `latest`, and `latest` itself. */
export function addSample(samples: readonly ProgressSample[], latest: ProgressSample): ProgressSample[] {
  const kept = samples.filter((s) => latest.at - s.at <= SPEED_WINDOW_MS && s.bytes <= latest.bytes);
  return [...kept, latest];
}

/** Bytes per second over the samples, or null until there is a second of data to tell. */
export function speedOf(samples: readonly ProgressSample[]): number | null {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at - first.at < 1000) return null;
  return ((last.bytes - first.bytes) * 1000) / (last.at - first.at);
}

/** Whole percent, never 100 before the last byte is in (the server still checks the file then). */
export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 0;
  if (sent >= total) return 100;
  return Math.min(99, Math.floor((sent / total) * 100));
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 1,536 -> '1.5 KB', 5 GB -> '5.0 GB' (powers of 1024, as the 5 GB limit is). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}

export const formatSpeed = (bytesPerSecond: number): string => `${formatBytes(bytesPerSecond)}/s`;

/** Seconds left at this speed, in words: '45 s left', '3 min left', '1 h 5 min left'. */
export function formatTimeLeft(remainingBytes: number, bytesPerSecond: number | null): string {
  if (remainingBytes <= 0) return 'Almost done';
  if (!bytesPerSecond || bytesPerSecond <= 0) return 'Estimating time left...';
  const seconds = Math.ceil(remainingBytes / bytesPerSecond);
  if (seconds < 60) return `${seconds} s left`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h left` : `${hours} h ${rest} min left`;
}

/** The line under the bar: '42% · 12.0 MB of 1.0 GB · 8.5 MB/s · 2 min left'. */
export function progressText(sent: number, total: number, samples: readonly ProgressSample[]): string {
  const speed = speedOf(samples);
  const parts = [`${percentOf(sent, total)}%`, `${formatBytes(sent)} of ${formatBytes(total)}`];
  if (speed !== null) parts.push(formatSpeed(speed));
  parts.push(formatTimeLeft(total - sent, speed));
  return parts.join(' · ');
}
