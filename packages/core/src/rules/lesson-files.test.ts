import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import {
  extensionOf,
  isAcceptedLessonMime,
  LESSON_FILE_ACCEPT,
  LESSON_FILE_MAX_BYTES,
  lessonFileProblem,
  textTypeByName,
  thumbnailProblem,
  THUMBNAIL_MAX_BYTES,
} from './lesson-files.js';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('lesson file checks before an upload starts', () => {
  it.each([
    'lecture.mp4',
    'clip.webm',
    'talk.ogg',
    'song.mp3',
    'sound.wav',
    'slides.pdf',
    'notes.txt',
    'notes.md',
    'README.markdown',
    'a.JPG',
    'b.jpeg',
    'c.png',
    'd.gif',
    'e.webp',
  ])('lets %s go', (name) => expect(lessonFileProblem(file(name))).toBeNull());

  it('refuses a file over 5 GB with the spec message, and takes exactly 5 GB', () => {
    expect(lessonFileProblem(file('big.mp4', LESSON_FILE_MAX_BYTES + 1))).toBe('File too large: File size must be less than 5 GB');
    expect(lessonFileProblem(file('big.mp4', LESSON_FILE_MAX_BYTES))).toBeNull();
  });

  it('refuses an empty file and a type outside the list', () => {
    expect(lessonFileProblem(file('empty.mp4', 0))).toBe(MESSAGES.lessonFileEmpty);
    for (const name of ['setup.exe', 'doc.docx', 'image.svg', 'archive.zip', 'noextension'])
      expect(lessonFileProblem(file(name, 10, 'application/octet-stream')), name).toBe(MESSAGES.lessonFileInvalidType);
  });

  it("goes by the browser's type for a file without an extension", () => {
    expect(lessonFileProblem(file('recording', 10, 'audio/mpeg'))).toBeNull();
  });

  it('names text types by extension only', () => {
    expect(textTypeByName('a.md')).toEqual({ mime: 'text/markdown' });
    expect(textTypeByName('a.TXT')).toEqual({ mime: 'text/plain' });
    expect(textTypeByName('a.mp4')).toBeNull();
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
  });

  it('accepts by bytes only the listed types', () => {
    for (const mime of ['video/mp4', 'video/webm', 'audio/ogg', 'audio/mpeg', 'audio/wav', 'application/pdf', 'image/jpeg', 'image/webp'])
      expect(isAcceptedLessonMime(mime), mime).toBe(true);
    for (const mime of ['application/x-msdownload', 'image/svg+xml', 'text/html', 'application/zip'])
      expect(isAcceptedLessonMime(mime), mime).toBe(false);
  });

  it('offers the file picker every extension', () => {
    expect(LESSON_FILE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.mp4', '.md', '.webp', 'application/pdf']));
  });
});

describe('thumbnail checks before sending', () => {
  it('wants an image of at most 5MB, with the spec messages', () => {
    expect(thumbnailProblem({ size: 10, type: 'image/png' })).toBeNull();
    expect(thumbnailProblem({ size: 10, type: 'application/pdf' })).toBe('Please select an image file');
    expect(thumbnailProblem({ size: THUMBNAIL_MAX_BYTES + 1, type: 'image/png' })).toBe('File size must be less than 5MB');
  });
});
