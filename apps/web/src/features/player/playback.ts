// What a video or audio lesson plays: its adaptive stream once the server has made one, else the
// original file (as before streams existed), else the hosted or linked video.
import { videoKind, vimeoId, youtubeId, type LessonContent, type LessonStream } from '@app/core';

export type MediaPlayback =
  | { kind: 'stream'; stream: LessonStream }
  | { kind: 'file'; src: string }
  | { kind: 'youtube'; url: string; videoId: string }
  | { kind: 'vimeo'; url: string; videoId: string }
  /** An address none of our players shows: the learner opens it in a tab. */
  | { kind: 'elsewhere'; url: string }
  | { kind: 'none' };

/**
 * `stream` is the stream to play, if any: the lesson's own, or null to play its file (the player
 * keeps what it started with when a stream becomes ready while the file plays; see LessonBody).
 */
export function mediaPlayback(lesson: Pick<LessonContent, 'mediaUrl' | 'videoUrl'>, stream: LessonStream | null): MediaPlayback {
  if (stream) return { kind: 'stream', stream };
  if (lesson.mediaUrl) return { kind: 'file', src: lesson.mediaUrl };
  const url = lesson.videoUrl;
  if (!url) return { kind: 'none' };
  switch (videoKind(url)) {
    case 'youtube':
      return { kind: 'youtube', url, videoId: youtubeId(url)! };
    case 'vimeo':
      return { kind: 'vimeo', url, videoId: vimeoId(url)! };
    case 'file':
      return { kind: 'file', src: url };
    default:
      return { kind: 'elsewhere', url };
  }
}

/** A rendition's name in the quality menu: the server's ('720p'), else its height, else its bitrate (audio). */
export function levelLabel(level: { name: string; width: number; height: number; bitrate: number }, stream: LessonStream): string {
  const named = stream.renditions.find((r) => r.height === level.height && r.width === level.width);
  if (level.height > 0) return named?.name || level.name || `${Math.min(level.width, level.height)}p`;
  if (level.name) return level.name;
  return `${Math.round(level.bitrate / 1000)} kbps`;
}

export interface QualityOption {
  /** The level's index in hls.js. */
  index: number;
  label: string;
}

/** The quality menu's renditions, best first; none when there is nothing to choose between. */
export function qualityOptions(
  levels: { index: number; name: string; width: number; height: number; bitrate: number }[],
  stream: LessonStream,
) {
  if (levels.length < 2) return [];
  return [...levels]
    .sort((a, b) => b.height - a.height || b.bitrate - a.bitrate)
    .map((level): QualityOption => ({ index: level.index, label: levelLabel(level, stream) }));
}
