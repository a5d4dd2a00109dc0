import { describe, expect, it } from 'vitest';
import { courseErrors, createInputOf, emptyCourseDraft, updateInputOf, type CourseDraft } from './course-draft';

const CATEGORY = '3f1c1c7e-8d0b-4a3e-9a51-6f0f2a4f0d11';
const FILE = '8b6f3a52-5d11-4c1f-8f4e-1f6c0b3a9e27';
const filled = (patch: Partial<CourseDraft> = {}): CourseDraft => ({
  ...emptyCourseDraft(),
  title: 'Rust for beginners',
  shortDescription: 'Ownership without tears',
  description: 'A long description',
  categoryId: CATEGORY,
  ...patch,
});

describe('Course form (spec section 5)', () => {
  it('requires title, short description, description and category', () => {
    const errors = courseErrors(emptyCourseDraft());
    expect(Object.keys(errors).sort()).toEqual(['categoryId', 'description', 'shortDescription', 'title']);
    expect(errors.categoryId).toBe('Category is required');
  });

  it('defaults the level to beginner and a new course carries no status', () => {
    const input = createInputOf(filled());
    expect(input.level).toBe('beginner');
    expect(input).not.toHaveProperty('status');
    expect(courseErrors(filled())).toEqual({});
  });

  it('turns a non-numeric price or duration into 0, keeps cents', () => {
    expect(createInputOf(filled({ price: 'abc', durationHours: '' }))).toMatchObject({ price: 0, durationHours: 0 });
    expect(createInputOf(filled({ price: ' 19.99 ', durationHours: '12' }))).toMatchObject({ price: 19.99, durationHours: 12 });
  });

  it('refuses a negative price, a fractional duration and a third decimal', () => {
    expect(courseErrors(filled({ price: '-1' })).price).toBe('Price cannot be negative');
    expect(courseErrors(filled({ durationHours: '2.5' })).durationHours).toBe('Duration (hours) must be a whole number');
    expect(courseErrors(filled({ price: '1.999' })).price).toBe('Price has at most two decimals');
  });

  it('splits the lists by line and drops blank lines', () => {
    const input = createInputOf(filled({ whatYouWillLearn: ' Borrowing \n\n  Lifetimes\r\n', requirements: '\n \n' }));
    expect(input.whatYouWillLearn).toEqual(['Borrowing', 'Lifetimes']);
    expect(input.requirements).toEqual([]);
  });

  it('sends an empty thumbnail as null, an address as typed, and an upload instead of an address', () => {
    expect(createInputOf(filled({ thumbnailUrl: '  ' }))).toMatchObject({ thumbnailUrl: null, thumbnailFileId: null });
    expect(createInputOf(filled({ thumbnailUrl: 'https://img.example/a.jpg' })).thumbnailUrl).toBe('https://img.example/a.jpg');
    expect(createInputOf(filled({ thumbnailUrl: 'https://img.example/a.jpg', thumbnailFileId: FILE }))).toMatchObject({
      thumbnailUrl: null,
      thumbnailFileId: FILE,
    });
    expect(courseErrors(filled({ thumbnailUrl: 'javascript:alert(1)' })).thumbnailUrl).toMatch(/web address/);
  });

  it('sends the status and the version on edit', () => {
    expect(updateInputOf(filled({ status: 'archived' }), 'v7')).toMatchObject({ status: 'archived', version: 'v7' });
    expect(courseErrors(filled({ status: 'published' }), 'v7')).toEqual({});
  });
});
