// Which player a video address needs (spec: vimeo, youtube, or mp4/webm/ogg files).

export type VideoKind = 'youtube' | 'vimeo' | 'file';

export function youtubeId(url: string): string | null {
  const m = /(?:youtube(?:-nocookie)?\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{11})/i.exec(url);
  return m?.[1] ?? null;
}

export function vimeoId(url: string): string | null {
  const m = /vimeo\.com\/(?:video\/)?(\d+)/i.exec(url);
  return m?.[1] ?? null;
}

/** null for an address none of our players can show. */
export function videoKind(url: string): VideoKind | null {
  if (youtubeId(url)) return 'youtube';
  if (vimeoId(url)) return 'vimeo';
  if (/^(https?:\/\/|\/)[^\s]+\.(mp4|webm|ogg|ogv)(\?[^\s]*)?$/i.test(url) || /^\/api\/(lessons|files)\//.test(url)) return 'file';
  return null;
}

/**
 * The video a preview dialog plays on this opening (spec section 4: opening picks a random video
 * lesson): one of the candidates at random, but never the one the previous opening of this course
 * played when there is another, so that reopening the dialog shows something else. `random` is
 * Math.random in the app and a fixed sequence in tests.
 */
export function pickPreview<T extends { url: string }>(videos: readonly T[], previousUrl: string | null, random: () => number): T | null {
  const others = videos.filter((v) => v.url !== previousUrl);
  const pool = others.length > 0 ? others : videos;
  if (pool.length === 0) return null;
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))]!;
}
