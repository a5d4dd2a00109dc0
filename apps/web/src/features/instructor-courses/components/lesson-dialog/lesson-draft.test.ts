import { describe, expect, it } from 'vitest';
import { emptyLessonDraft, lessonErrors, lessonInputOf, minutesOf, type LessonDraft } from './lesson-draft';

const SECTION = '0c9a3b0e-7a1d-4d64-9d77-2d4f5c1a9b10';
const FILE = { id: '5a0f9c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b', name: 'intro.mp4', size: 1000, mimeType: 'video/mp4', streaming: null };
const draft = (patch: Partial<LessonDraft>): LessonDraft => ({ ...emptyLessonDraft(), title: 'Intro', ...patch });

describe('Lesson form (spec section 5)', () => {
  it('requires a title', () => {
    expect(lessonErrors(draft({ title: ' ', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }), SECTION).title).toBeDefined();
  });

  it('keeps only the content of the chosen type', () => {
    const all = { videoUrl: 'https://youtu.be/dQw4w9WgXcQ', file: FILE, content: '# Hi' };
    expect(lessonInputOf(draft({ ...all, contentType: 'text' }), SECTION)).toMatchObject({ videoUrl: null, fileId: null, content: '# Hi' });
    expect(lessonInputOf(draft({ ...all, contentType: 'pdf' }), SECTION)).toMatchObject({ videoUrl: null, fileId: FILE.id, content: null });
    expect(lessonInputOf(draft({ ...all, contentType: 'video', videoSource: 'url' }), SECTION)).toMatchObject({
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      fileId: null,
      content: null,
    });
    expect(lessonInputOf(draft({ ...all, contentType: 'video', videoSource: 'file' }), SECTION)).toMatchObject({
      videoUrl: null,
      fileId: FILE.id,
    });
    expect(lessonInputOf(draft({ ...all, contentType: 'quiz', durationMinutes: '12' }), SECTION)).toMatchObject({
      videoUrl: null,
      fileId: null,
      content: null,
      durationMinutes: 0,
    });
  });

  it('checks the video address with the contract', () => {
    expect(lessonErrors(draft({ videoUrl: 'javascript:alert(1)' }), SECTION).videoUrl).toMatch(/YouTube, Vimeo/);
    expect(lessonErrors(draft({ videoUrl: 'https://example.com/page.html' }), SECTION).videoUrl).toMatch(/YouTube, Vimeo/);
    expect(lessonErrors(draft({ videoUrl: 'https://cdn.example.com/a.mp4' }), SECTION)).toEqual({});
    expect(lessonErrors(draft({ videoUrl: '' }), SECTION).videoUrl).toBeDefined();
  });

  it('turns a non-numeric duration into 0 and refuses a negative one', () => {
    expect(lessonInputOf(draft({ contentType: 'text', durationMinutes: 'ten' }), SECTION).durationMinutes).toBe(0);
    expect(lessonErrors(draft({ contentType: 'text', durationMinutes: '-3' }), SECTION).durationMinutes).toBeDefined();
  });

  it('rounds media seconds up to minutes', () => {
    expect(minutesOf(10)).toBe(1);
    expect(minutesOf(600)).toBe(10);
    expect(minutesOf(601)).toBe(11);
    expect(minutesOf(Number.NaN)).toBe(0);
    expect(minutesOf(Infinity)).toBe(0);
  });
});
