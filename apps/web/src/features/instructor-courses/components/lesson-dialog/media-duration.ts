import { minutesOf } from './lesson-draft';

/**
 * The length of a video or audio file the person just chose, read by the browser from the file's
 * own metadata (nothing is uploaded for it), in whole minutes; null when the browser cannot tell.
 */
export function readMediaMinutes(file: File): Promise<number | null> {
  const kind = file.type.startsWith('audio/') ? 'audio' : file.type.startsWith('video/') ? 'video' : null;
  if (!kind) return Promise.resolve(null);
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const media = document.createElement(kind);
    const done = (minutes: number | null) => {
      URL.revokeObjectURL(url);
      media.removeAttribute('src');
      resolve(minutes);
    };
    media.preload = 'metadata';
    media.onloadedmetadata = () => done(minutesOf(media.duration) || null);
    media.onerror = () => done(null);
    media.src = url;
  });
}
