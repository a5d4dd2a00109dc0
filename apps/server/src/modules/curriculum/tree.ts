// The Curriculum Builder's reads: the whole tree with its version, and one lesson for the editor.
import type { Actor, AuthoringCurriculum, EditableLesson } from '@app/core';
import { readTogether } from '../../db/read-together.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';
import { authorizeCurriculumChange, curriculumNotFoundMessage } from '../../authorization/curriculum.js';
import { findCourse } from '../courses/ownership.js';
import { curriculumVersionString } from './change.js';
import { lessonRows, lessonWithCourse, sectionRows } from './queries.js';
import { presentCurriculum, presentEditableLesson } from './presenter.js';

/**
 * The tree and its version. The version is read first: a change committed in between makes the
 * tree newer than its version (a reorder then gets a needless 409 and a reload), never older,
 * so a reorder can never be accepted against a tree it did not see.
 */
export async function curriculumTree(deps: Pick<Deps, 'db'>, actor: Actor, courseId: string): Promise<AuthoringCurriculum> {
  const { db } = deps;
  const course = await findCourse(db, courseId);
  authorizeCurriculumChange(actor, 'course', course);
  const [sections, lessons] = await readTogether(
    db,
    () => sectionRows(db, courseId),
    () => lessonRows(db, courseId),
  );
  return presentCurriculum(courseId, curriculumVersionString(course.curriculumVersion), sections, lessons);
}

export async function lessonForEditing(deps: Pick<Deps, 'db'>, actor: Actor, lessonId: string): Promise<EditableLesson> {
  const row = await lessonWithCourse(deps.db, lessonId);
  if (!row) throw notFound(curriculumNotFoundMessage('lesson'));
  authorizeCurriculumChange(actor, 'lesson', row);
  return presentEditableLesson(row);
}
