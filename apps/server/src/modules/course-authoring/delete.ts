// Deleting a course (PRODUCT-DECISIONS, "Authoring and administration"): a course with enrolled
// learners, or with certificates issued, is never deleted (409: archive it instead, so learners
// keep their access and certificates). One without goes with its sections, lessons, quizzes and
// reviews (foreign keys cascade), and its uploaded thumbnail and lesson files go with it when
// nothing else points at them: their rows in the same transaction, their bytes after commit.
// The one rule for the instructor area and the admin's Course Management alike; an admin's
// deletion of another's course writes its audit row in the same transaction (none when refused).
import { sql } from 'drizzle-orm';
import { courseDeleteRefusal, MESSAGES } from '@app/core';
import type { RequestActor } from '../../auth/user.js';
import type { Deps } from '../../deps.js';
import { conflict } from '../../lib/errors.js';
import { forgetFiles, removeForgotten } from '../../storage/references.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { hasLearners } from './queries.js';
import { courseRecord } from './service.js';

export async function deleteCourse(deps: Pick<Deps, 'db' | 'storage'>, actor: RequestActor, courseId: string) {
  const keys = await deps.db.transaction(async (tx) => {
    // Locked: an enrollment made meanwhile waits for this transaction (its foreign key check needs
    // the row), then finds no course.
    const course = await courseRecord(tx, actor, 'manage', courseId, 'update');
    const { rows } = await tx.execute<{
      has_learners: boolean;
      lesson_files: string[];
      instructor_name: string | null;
      category_name: string | null;
    }>(sql`
      select ${hasLearners(courseId)} as has_learners,
             coalesce((select array_agg(distinct l.file_id) from lessons l where l.course_id = ${courseId} and l.file_id is not null),
                      '{}') as lesson_files,
             (select u.full_name from users u where u.id = ${course.instructorId}) as instructor_name,
             (select c.name from categories c where c.id = ${course.categoryId}) as category_name`);
    const { has_learners, lesson_files, instructor_name, category_name } = rows[0]!;
    const refusal = courseDeleteRefusal({ hasLearners: has_learners });
    if (refusal) throw conflict(refusal);
    await tx.execute(sql`delete from courses where id = ${courseId}`);
    await recordAdminChange(tx, actor, course.instructorId, {
      action: 'course.deleted',
      entityType: 'course',
      entityId: course.id,
      entityLabel: course.title,
      before: {
        title: course.title,
        status: course.status,
        instructor: instructor_name,
        category: category_name,
        lessons: course.lessonCount,
        reviews: course.reviewCount,
      },
      after: null,
    });
    const files = [...lesson_files, ...(course.thumbnailFileId ? [course.thumbnailFileId] : [])];
    return forgetFiles(tx, files, ['lesson', 'thumbnail']);
  });
  await removeForgotten(deps.storage, keys);
  return { message: MESSAGES.courseDeleted };
}
