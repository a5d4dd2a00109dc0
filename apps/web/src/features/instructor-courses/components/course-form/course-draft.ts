// The Create/Edit Course form's working copy: what a person typed, as text, and the two ways out
// of it: the request body (the spec's form rules: non-numeric price or duration becomes 0, the
// learn and requirement lists split by line, an empty thumbnail becomes null) and the problems to
// show, found by the contract's own schema so the form refuses exactly what the server would.
import {
  createCourseInput,
  formNumber,
  lines,
  updateCourseInput,
  type CourseLevel,
  type CourseStatus,
  type CreateCourseInput,
  type EditableCourse,
  type UpdateCourseInput,
} from '@app/core';

export interface CourseDraft {
  title: string;
  shortDescription: string;
  description: string;
  categoryId: string;
  price: string;
  level: CourseLevel;
  durationHours: string;
  /** A web address typed in; ignored while an uploaded image is chosen. */
  thumbnailUrl: string;
  /** An uploaded image (ours), and the address to show it by. */
  thumbnailFileId: string | null;
  thumbnailPreview: string | null;
  whatYouWillLearn: string;
  requirements: string;
  /** Edit only: a new course is always a draft. */
  status: CourseStatus;
}

export type CourseField = keyof CourseDraft;
export type CourseErrors = Partial<Record<CourseField, string>>;

export function emptyCourseDraft(): CourseDraft {
  return {
    title: '',
    shortDescription: '',
    description: '',
    categoryId: '',
    price: '0',
    level: 'beginner',
    durationHours: '0',
    thumbnailUrl: '',
    thumbnailFileId: null,
    thumbnailPreview: null,
    whatYouWillLearn: '',
    requirements: '',
    status: 'draft',
  };
}

export function courseDraftOf(course: EditableCourse): CourseDraft {
  return {
    title: course.title,
    shortDescription: course.shortDescription,
    description: course.description,
    categoryId: course.categoryId ?? '',
    price: String(course.price),
    level: course.level,
    durationHours: String(course.durationHours),
    thumbnailUrl: course.thumbnailFileId ? '' : (course.thumbnailUrl ?? ''),
    thumbnailFileId: course.thumbnailFileId,
    thumbnailPreview: course.thumbnailFileId ? course.thumbnailSrc : null,
    whatYouWillLearn: course.whatYouWillLearn.join('\n'),
    requirements: course.requirements.join('\n'),
    status: course.status,
  };
}

/** The Create Course request. */
export function createInputOf(d: CourseDraft): CreateCourseInput {
  return {
    title: d.title,
    shortDescription: d.shortDescription,
    description: d.description,
    categoryId: d.categoryId,
    price: formNumber(d.price),
    level: d.level,
    durationHours: formNumber(d.durationHours),
    // An uploaded image wins over a typed address; an empty address is no thumbnail.
    thumbnailUrl: d.thumbnailFileId ? null : d.thumbnailUrl.trim() || null,
    thumbnailFileId: d.thumbnailFileId,
    whatYouWillLearn: lines(d.whatYouWillLearn),
    requirements: lines(d.requirements),
  };
}

/** The Edit Course request, with the version the form was loaded from. */
export function updateInputOf(d: CourseDraft, version: string): UpdateCourseInput {
  return { ...createInputOf(d), status: d.status, version };
}

const FIELDS = new Set<string>(Object.keys(emptyCourseDraft()));

/** The contract's complaints, by form field (the first one per field). */
export function courseErrors(d: CourseDraft, version?: string): CourseErrors {
  const result =
    version === undefined ? createCourseInput.safeParse(createInputOf(d)) : updateCourseInput.safeParse(updateInputOf(d, version));
  if (result.success) return {};
  const errors: CourseErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (FIELDS.has(field) && !errors[field as CourseField]) errors[field as CourseField] = issue.message;
  }
  return errors;
}

/** Whether the draft differs from where it started (for the unsaved-changes guard). */
export const sameDraft = (a: CourseDraft, b: CourseDraft) => JSON.stringify(a) === JSON.stringify(b);
