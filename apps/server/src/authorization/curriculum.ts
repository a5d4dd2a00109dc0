// Sections and lessons are their course's: whoever may manage the course may change them, and to
// anyone else they are what the course is (404 for another instructor, who may not learn that they
// exist; 403 for those who may only read). Their own 404 message names what was asked for.
import { MESSAGES, type Actor, type CourseRecord } from '@app/core';
import { authorizeCourse } from './course.js';

export type CurriculumRecord = 'course' | 'section' | 'lesson';

const NOT_FOUND: Record<CurriculumRecord, string> = {
  course: MESSAGES.courseNotFound,
  section: MESSAGES.sectionNotFound,
  lesson: MESSAGES.authoringLessonNotFound,
};

/** Throws unless the actor may change the curriculum of `course`, which holds the `record` asked for. */
export const authorizeCurriculumChange = (actor: Actor, record: CurriculumRecord, course: CourseRecord) =>
  authorizeCourse(actor, 'manage', course, NOT_FOUND[record]);

export const curriculumNotFoundMessage = (record: CurriculumRecord) => NOT_FOUND[record];
