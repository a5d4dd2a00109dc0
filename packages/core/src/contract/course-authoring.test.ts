import { describe, expect, it } from 'vitest';
import {
  authoringCurriculum,
  courseReviewsQuery,
  createCourseInput,
  formNumber,
  instructorCourseListQuery,
  instructorDashboardResponse,
  toggledCourseStatus,
  lessonInput,
  lines,
  normalizeLesson,
  reorderCurriculumInput,
  sectionInput,
  updateCourseInput,
} from './course-authoring.js';

const CATEGORY = '00000000-0000-4000-8000-000000000001';
const base = { title: ' Rust ', shortDescription: 'Short', description: 'Long', categoryId: CATEGORY };
const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('course form helpers', () => {
  it('turns anything non-numeric into 0, as the spec says', () => {
    expect(formNumber('12.5')).toBe(12.5);
    expect(formNumber('')).toBe(0);
    expect(formNumber('abc')).toBe(0);
    expect(formNumber(' 7 ')).toBe(7);
  });
  it('splits lists by line, dropping blank lines', () => {
    expect(lines('a\n\n  b \r\n\n')).toEqual(['a', 'b']);
    expect(lines('')).toEqual([]);
  });
});

describe('createCourseInput', () => {
  it('fills the defaults: beginner, free, no thumbnail, empty lists', () => {
    const v = createCourseInput.parse(base);
    expect(v).toMatchObject({ title: 'Rust', level: 'beginner', price: 0, durationHours: 0, thumbnailUrl: null, thumbnailFileId: null });
    expect(v.whatYouWillLearn).toEqual([]);
  });
  it('requires title, short description, description and category', () => {
    expect(firstError(createCourseInput.safeParse({ ...base, title: '  ' }))).toBe('Title is required');
    expect(firstError(createCourseInput.safeParse({ ...base, categoryId: undefined }))).toBe('Category is required');
    expect(firstError(createCourseInput.safeParse({ ...base, categoryId: 'x' }))).toBe('Not a valid id');
  });
  it('refuses negative, non-numeric and fractional-cent prices and durations', () => {
    expect(createCourseInput.safeParse({ ...base, price: -1 }).success).toBe(false);
    expect(createCourseInput.safeParse({ ...base, price: '10' }).success).toBe(false);
    expect(createCourseInput.safeParse({ ...base, price: 10.005 }).success).toBe(false);
    expect(createCourseInput.parse({ ...base, price: 19.99 }).price).toBe(19.99);
    expect(createCourseInput.safeParse({ ...base, durationHours: 1.5 }).success).toBe(false);
    expect(createCourseInput.safeParse({ ...base, durationHours: -2 }).success).toBe(false);
  });
  it('refuses a status (a new course is always a draft), a 100,000-character title and both thumbnails', () => {
    expect(createCourseInput.safeParse({ ...base, status: 'published' }).success).toBe(false);
    expect(createCourseInput.safeParse({ ...base, title: 'x'.repeat(100_000) }).success).toBe(false);
    expect(createCourseInput.safeParse({ ...base, thumbnailUrl: 'https://a.test/x.png', thumbnailFileId: CATEGORY }).success).toBe(false);
    expect(createCourseInput.safeParse({ ...base, thumbnailUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(createCourseInput.parse({ ...base, thumbnailUrl: '' }).thumbnailUrl).toBeNull();
  });
  it('drops blank lines from the lists', () => {
    expect(createCourseInput.parse({ ...base, requirements: ['a', ' ', ''] }).requirements).toEqual(['a']);
  });
});

describe('updateCourseInput', () => {
  it('requires the status and the version', () => {
    expect(updateCourseInput.safeParse(base).success).toBe(false);
    expect(updateCourseInput.safeParse({ ...base, status: 'archived', version: 'v1' }).success).toBe(true);
    expect(updateCourseInput.safeParse({ ...base, status: 'deleted', version: 'v1' }).success).toBe(false);
  });
});

describe('sections and lessons', () => {
  it('requires a section title; the description is optional', () => {
    expect(sectionInput.safeParse({ title: '' }).success).toBe(false);
    expect(sectionInput.parse({ title: 'Intro' })).toEqual({ title: 'Intro', description: null });
  });
  it('accepts only playable http(s) video addresses', () => {
    const lesson = { sectionId: CATEGORY, title: 'L', contentType: 'video' };
    expect(lessonInput.safeParse({ ...lesson, videoUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(lessonInput.safeParse({ ...lesson, videoUrl: 'https://example.com/page' }).success).toBe(false);
    expect(lessonInput.safeParse({ ...lesson, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' }).success).toBe(true);
    expect(lessonInput.safeParse({ ...lesson, videoUrl: 'https://cdn.test/a.mp4' }).success).toBe(true);
  });
  it('keeps only the content that matches the type', () => {
    const l = lessonInput.parse({
      sectionId: CATEGORY,
      title: 'L',
      contentType: 'text',
      content: '# Hi',
      videoUrl: 'https://cdn.test/a.mp4',
      fileId: CATEGORY,
    });
    expect(normalizeLesson(l)).toMatchObject({ content: '# Hi', videoUrl: null, fileId: null });
    const v = lessonInput.parse({
      sectionId: CATEGORY,
      title: 'L',
      contentType: 'video',
      content: 'x',
      videoUrl: 'https://cdn.test/a.mp4',
    });
    expect(normalizeLesson(v)).toMatchObject({ content: null, videoUrl: 'https://cdn.test/a.mp4' });
  });
  it('refuses a negative duration', () => {
    expect(lessonInput.safeParse({ sectionId: CATEGORY, title: 'L', contentType: 'text', durationMinutes: -1 }).success).toBe(false);
  });
});

describe('reorderCurriculumInput', () => {
  const s1 = '00000000-0000-4000-8000-00000000000a';
  const s2 = '00000000-0000-4000-8000-00000000000b';
  const l1 = '00000000-0000-4000-8000-0000000000c1';
  it('refuses a section or a lesson listed twice', () => {
    expect(
      firstError(
        reorderCurriculumInput.safeParse({
          version: 'v',
          sections: [
            { id: s1, lessonIds: [] },
            { id: s1, lessonIds: [] },
          ],
        }),
      ),
    ).toBe('A section is listed twice');
    expect(
      firstError(
        reorderCurriculumInput.safeParse({
          version: 'v',
          sections: [
            { id: s1, lessonIds: [l1] },
            { id: s2, lessonIds: [l1] },
          ],
        }),
      ),
    ).toBe('A lesson is listed twice');
  });
  it('accepts a lesson moved to another section', () => {
    expect(
      reorderCurriculumInput.safeParse({
        version: 'v',
        sections: [
          { id: s2, lessonIds: [l1] },
          { id: s1, lessonIds: [] },
        ],
      }).success,
    ).toBe(true);
  });
});

describe('course status badge', () => {
  it('turns published into draft and anything else into published', () => {
    expect(toggledCourseStatus('published')).toBe('draft');
    expect(toggledCourseStatus('draft')).toBe('published');
    expect(toggledCourseStatus('archived')).toBe('published');
  });
});

describe('list queries', () => {
  it('reads page and size from the address, with defaults and bounds', () => {
    expect(instructorCourseListQuery.parse({})).toEqual({ q: undefined, page: 1, pageSize: 20 });
    expect(instructorCourseListQuery.parse({ q: '  ', page: '3', pageSize: '50' })).toEqual({ q: undefined, page: 3, pageSize: 50 });
    expect(instructorCourseListQuery.safeParse({ pageSize: '500' }).success).toBe(false);
    expect(instructorCourseListQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(instructorCourseListQuery.safeParse({ status: 'draft' }).success).toBe(false);
    expect(courseReviewsQuery.parse({ page: '2' })).toEqual({ page: 2, pageSize: 20 });
  });
});

describe('responses', () => {
  const id = '00000000-0000-4000-8000-0000000000d1';
  it('describe the dashboard and the curriculum tree', () => {
    const row = {
      id,
      title: 'T',
      status: 'draft',
      thumbnailUrl: null,
      thumbnailSrcSet: null,
      categoryName: null,
      instructorId: id,
      price: 10,
      students: 3,
      hasLearners: true,
      revenue: 30,
      lessonCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const stats = { totalCourses: 1, published: 0, totalStudents: 3, revenue: 30 };
    expect(instructorDashboardResponse.safeParse({ stats, recentCourses: [row], courses: [row], total: 1 }).success).toBe(true);
    expect(
      instructorDashboardResponse.safeParse({ stats, recentCourses: [{ ...row, status: 'gone' }], courses: [], total: 0 }).success,
    ).toBe(false);
    const lesson = {
      id,
      sectionId: id,
      title: 'L',
      description: null,
      contentType: 'video',
      videoUrl: null,
      file: { id, name: 'a.mp4', size: 10, mimeType: 'video/mp4', streaming: { state: 'processing', progress: 42, error: null } },
      durationMinutes: 3,
      isFree: false,
      orderIndex: 0,
      quizId: null,
    };
    const tree = {
      courseId: id,
      version: '4',
      sections: [{ id, title: 'S', description: null, isPublished: false, orderIndex: 0, lessons: [lesson] }],
    };
    expect(authoringCurriculum.parse(tree)).toEqual(tree);
  });
});
