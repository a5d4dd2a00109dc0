// Who may start an upload, of what size and for which course: checked by our route before the
// tus server sees the request, so every refusal comes in the one error shape and nothing is
// stored. The size is the Upload-Length the client declares; the tus server then never accepts a
// byte past it.
import { sql } from 'drizzle-orm';
import { Metadata } from '@tus/utils';
import { lessonUploadMetadata, MESSAGES, type CourseStatus } from '@app/core';
import type { AuthUser } from '../../auth/user.js';
import type { Deps } from '../../deps.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { assertSize, LESSON_FILE_RULES } from '../../storage/upload-rules.js';
import type { ServerMetadata } from './upload-records.js';
import { authorizeCourse } from '../../authorization/course.js';

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The declared size of the file, refused when missing, deferred, empty or over 5 GB. */
export function declaredSize(headers: Headers): number {
  const length = header(headers, 'upload-length');
  if (header(headers, 'upload-defer-length') !== undefined || length === undefined || !/^\d{1,16}$/.test(length))
    throw badRequest(MESSAGES.uploadLengthRequired);
  const size = Number(length);
  assertSize(size, LESSON_FILE_RULES);
  if (size === 0) throw badRequest(MESSAGES.lessonFileEmpty);
  return size;
}

/** The course, lesson and file name the upload is for, from its Upload-Metadata. */
function declaredMetadata(headers: Headers) {
  let raw: Record<string, string | null>;
  try {
    raw = Metadata.parse(header(headers, 'upload-metadata'));
  } catch {
    throw badRequest();
  }
  const parsed = lessonUploadMetadata.safeParse({
    courseId: raw.courseId ?? undefined,
    lessonId: raw.lessonId ?? undefined,
    filename: raw.filename ?? undefined,
    filetype: raw.filetype ?? undefined,
  });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message);
  return parsed.data;
}

/**
 * The metadata the upload is created with, once the user may upload to that course: its
 * instructor or an admin. Another instructor gets 404 (they may not learn the course exists), a
 * student or subadmin 403, like every change to a course.
 */
export async function checkCreation(deps: Pick<Deps, 'db'>, user: AuthUser, headers: Headers): Promise<ServerMetadata> {
  declaredSize(headers);
  const meta = declaredMetadata(headers);
  const { rows } = await deps.db.execute<{ instructor_id: string | null; status: CourseStatus; lesson_found: boolean }>(sql`
    select c.instructor_id, c.status,
           exists (select 1 from lessons l where l.id = ${meta.lessonId ?? null}::uuid and l.course_id = c.id) as lesson_found
    from courses c where c.id = ${meta.courseId}`);
  const course = rows[0];
  if (!course) throw notFound(MESSAGES.courseNotFound);
  authorizeCourse(user, 'manage', { instructorId: course.instructor_id, status: course.status });
  if (meta.lessonId && !course.lesson_found) throw badRequest(MESSAGES.uploadLessonNotInCourse);
  // Only what the server checked is kept: anything else the client put in the metadata is dropped.
  return {
    courseId: meta.courseId,
    ...(meta.lessonId ? { lessonId: meta.lessonId } : {}),
    filename: meta.filename,
    ...(meta.filetype ? { filetype: meta.filetype } : {}),
    uploadedBy: user.id,
  };
}
