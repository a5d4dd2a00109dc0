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
