// Factories insert straight into the database (fast, no HTTP) and take overrides.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FileKind, Role } from '@app/core';
import type { Db } from '../src/db/client.js';
import {
  categories,
  courses,
  enrollments,
  files,
  groupMembers,
  groups,
  lessonUploads,
  lessons,
  quizQuestionOptions,
  quizQuestions,
  quizzes,
  sections,
  users,
} from '../src/db/schema.js';
import { hashPassword } from '../src/auth/password.js';
import { foldEnrollmentCounts } from '../src/modules/enrollments/counts.js';
import { SESSION_COOKIE } from '../src/auth/sessions.js';
import type { Storage } from '../src/storage/storage.js';
import { api } from './app.js';

export const DEFAULT_PASSWORD = 'correct-horse-9';
let defaultHash: Promise<string> | undefined;

export interface UserOverrides {
  staffId?: string;
  fullName?: string;
  role?: Role;
  password?: string;
  mustChangePassword?: boolean;
  email?: string | null;
}

export async function createUser(db: Db, o: UserOverrides = {}) {
  const password = o.password ?? DEFAULT_PASSWORD;
  const passwordHash = o.password ? await hashPassword(o.password) : await (defaultHash ??= hashPassword(DEFAULT_PASSWORD));
  const [row] = await db
    .insert(users)
    .values({
      staffId: o.staffId ?? `T-${randomBytes(4).toString('hex').toUpperCase()}`,
      fullName: o.fullName ?? 'Test Person',
      role: o.role ?? 'student',
      email: o.email ?? null,
      mustChangePassword: o.mustChangePassword ?? false,
      passwordHash,
    })
    .returning();
  return { ...row!, password };
}

export const createStudent = (db: Db, o: UserOverrides = {}) => createUser(db, { ...o, role: 'student' });
export const createInstructor = (db: Db, o: UserOverrides = {}) => createUser(db, { ...o, role: 'instructor' });
export const createAdmin = (db: Db, o: UserOverrides = {}) => createUser(db, { ...o, role: 'admin' });
export const createSubadmin = (db: Db, o: UserOverrides = {}) => createUser(db, { ...o, role: 'subadmin' });

/** Signs in through the real endpoint and returns the Cookie header to send. */
export async function login(app: FastifyInstance, user: { staffId: string; password: string }): Promise<string> {
  const res = await api(app).post('/api/auth/sign-in', { staffId: user.staffId, password: user.password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error('login set no session cookie');
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/** A signed-in client for a new user of the given role. */
export async function signedIn(app: FastifyInstance, db: Db, o: UserOverrides = {}) {
  const user = await createUser(db, o);
  const cookie = await login(app, user);
  return { user, cookie, http: api(app, cookie) };
}

let seq = 0;
const next = () => ++seq;

export async function createCategory(db: Db, name = `Category ${next()} ${randomBytes(2).toString('hex')}`) {
  const [row] = await db.insert(categories).values({ name }).returning();
  return row!;
}

export type CourseOverrides = Partial<typeof courses.$inferInsert>;

/** A course; published unless told otherwise. Pass instructorId or one is made. */
export async function createCourse(db: Db, o: CourseOverrides = {}) {
  const instructorId = o.instructorId ?? (await createInstructor(db)).id;
  const n = next();
  const [row] = await db
    .insert(courses)
    .values({
      title: `Course ${n}`,
      shortDescription: `Short description ${n}`,
      description: `Long description of course ${n}`,
      status: 'published',
      price: 0,
      level: 'beginner',
      durationHours: 3,
      ...o,
      instructorId,
    })
    .returning();
  return row!;
}

export async function createSection(db: Db, courseId: string, o: Partial<typeof sections.$inferInsert> = {}) {
  const [row] = await db
    .insert(sections)
    .values({ courseId, title: `Section ${next()}`, ...o })
    .returning();
  return row!;
}

export async function createLesson(db: Db, section: { id: string; courseId: string }, o: Partial<typeof lessons.$inferInsert> = {}) {
  const [row] = await db
    .insert(lessons)
    .values({
      sectionId: section.id,
      courseId: section.courseId,
      title: `Lesson ${next()}`,
      contentType: 'text',
      content: '# Hello',
      durationMinutes: 10,
      ...o,
    })
    .returning();
  return row!;
}

/** An enrollment as the app makes one: its course's count follows at once (enrollments/counts.ts). */
export async function enrollUser(db: Db, userId: string, courseId: string, o: Partial<typeof enrollments.$inferInsert> = {}) {
  const [row] = await db
    .insert(enrollments)
    .values({ userId, courseId, ...o })
    .returning();
  await foldEnrollmentCounts(db, [courseId]);
  return row!;
}

export type QuestionSpec =
  | { type: 'multiple_choice'; options: string[]; correct: number; points?: number; text?: string }
  | { type: 'true_false'; answer: boolean; points?: number; text?: string }
  | { type: 'subjective'; points?: number; text?: string };

/**
 * A published quiz with its questions and options, in two batched inserts. A lesson quiz when
 * lessonId is given, else the course assessment.
 */
export async function createQuiz(db: Db, o: Partial<typeof quizzes.$inferInsert> & { courseId: string; questions?: QuestionSpec[] }) {
  const { questions: specs = [], ...fields } = o;
  const [quiz] = await db
    .insert(quizzes)
    .values({ title: `Quiz ${next()}`, isPublished: true, quizType: fields.lessonId ? 'lesson' : 'course', ...fields })
    .returning();
  const questions = specs.length
    ? await db
        .insert(quizQuestions)
        .values(
          specs.map((q, i) => ({
            quizId: quiz!.id,
            questionText: q.text ?? `Question ${i + 1}`,
            questionType: q.type,
            points: q.points ?? 1,
            orderIndex: i,
          })),
        )
        .returning()
    : [];
  const optionRows = specs.flatMap((q, i) => {
    const texts = q.type === 'multiple_choice' ? q.options : q.type === 'true_false' ? ['True', 'False'] : [];
    const correct = q.type === 'multiple_choice' ? q.correct : q.type === 'true_false' ? (q.answer ? 0 : 1) : -1;
    return texts.map((optionText, j) => ({ questionId: questions[i]!.id, optionText, isCorrect: j === correct, orderIndex: j }));
  });
  const options = optionRows.length ? await db.insert(quizQuestionOptions).values(optionRows).returning() : [];
  return {
    quiz: quiz!,
    questions: questions.map((q) => ({ ...q, options: options.filter((op) => op.questionId === q.id) })),
  };
}

/** A stored file: its bytes in storage and its files row (created `createdAt`, now by default). */
export async function createStoredFile(
  db: Db,
  storage: Storage,
  o: { kind: FileKind; bytes?: Buffer; ext?: string; mimeType?: string; isPublic?: boolean; uploadedBy?: string | null; createdAt?: Date },
) {
  const bytes = o.bytes ?? randomBytes(64);
  const storageKey = `${o.kind}/${randomUUID()}.${o.ext ?? 'bin'}`;
  await storage.put(storageKey, bytes);
  const [row] = await db
    .insert(files)
    .values({
      storageKey,
      originalName: `file.${o.ext ?? 'bin'}`,
      size: bytes.length,
      mimeType: o.mimeType ?? 'application/octet-stream',
      kind: o.kind,
      isPublic: o.isPublic ?? o.kind !== 'lesson',
      uploadedBy: o.uploadedBy ?? null,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** A lesson file as a finished resumable upload for `courseId` leaves it: its files row and its upload record. */
export async function createUploadedLessonFile(
  db: Db,
  storage: Storage,
  o: { courseId: string; uploadedBy: string; ext?: string; mimeType?: string },
) {
  const file = await createStoredFile(db, storage, {
    kind: 'lesson',
    uploadedBy: o.uploadedBy,
    ext: o.ext ?? 'mp4',
    ...(o.mimeType ? { mimeType: o.mimeType } : {}),
  });
  await db.insert(lessonUploads).values({ id: file.id, courseId: o.courseId, uploadedBy: o.uploadedBy, size: file.size, upload: {} });
  return file;
}

/** A user's groups by name (ordered), with who keeps each membership (null: added here; else the directory). */
export async function groupsOf(db: Db, userId: string) {
  return db
    .select({ name: groups.name, managedBy: groupMembers.managedBy })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId))
    .orderBy(sql`lower(${groups.name})`);
}
