// Demo data for a fresh database. Runs only when there are no users yet, never in production
// (config.seedDemo is false there unless SEED_DEMO says otherwise).
//
// Everything is built in memory first (deterministic: seeded PRNG), files are written through
// the Storage driver, then all rows go in with one multi-row INSERT per table, in one transaction.
// If the transaction fails, the stored files are removed again.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../client.js';
import {
  categories,
  certificates,
  courseReviews,
  courses,
  enrollments,
  files,
  fileVariants,
  lessonProgress,
  lessons,
  mediaTranscodes,
  lessonCaptions,
  quizAnswers,
  quizAttempts,
  quizQuestionOptions,
  quizQuestions,
  quizzes,
  roleAssignments,
  sections,
  siteSettings,
  users,
} from '../schema.js';
import type { Storage } from '../../storage/storage.js';
import { hashPassword } from '../../auth/password.js';
import { CATEGORIES, FEATURED_COURSE_KEY, STREAMED_DEMO_LESSON } from './catalogue-data.js';
import { DEMO_CAPTIONS } from './captions.js';
import { buildCurriculum } from './curriculum.js';
import { DEMO_INSTRUCTOR_PROFILE, DEMO_USERS, EXTRA_PEOPLE, extraPassword } from './demo-users.js';
import { buildLearning, type Learner } from './learning.js';
import { SeedFiles } from './media.js';
import { hashString, Rng } from './random.js';
import { avatarSvg } from './thumbnails.js';
import { seedNotifications } from './notifications.js';
import { foldEnrollmentCounts } from '../../modules/enrollments/counts.js';

const DAY = 86_400_000;

export async function seedIfEmpty(db: Db, storage: Storage, log: FastifyBaseLogger): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  log.info('empty database: seeding demo data');
  const started = performance.now();
  const now = new Date();
  const rng = new Rng(hashString('learnflix-demo'));
  const seedFiles = new SeedFiles(storage);

  // People: the four demo accounts and the extra instructors and students.
  const people = [
    ...DEMO_USERS.map((u) => ({
      ...u,
      specialization: u.staffId === 'INS-001' ? DEMO_INSTRUCTOR_PROFILE.specialization : undefined,
      bio: u.staffId === 'INS-001' ? DEMO_INSTRUCTOR_PROFILE.bio : undefined,
    })),
    ...EXTRA_PEOPLE.map((p) => ({ ...p, password: extraPassword(p.staffId) })),
  ];
  const extraIds = new Set(EXTRA_PEOPLE.map((p) => p.staffId));
  const hashes = await Promise.all(people.map((p) => hashPassword(p.password)));
  const userRows: Array<typeof users.$inferInsert & { id: string; createdAt: Date }> = people.map((p, i) => {
    const staff = p.role === 'admin' || p.role === 'subadmin' || p.role === 'instructor';
    const createdAt = new Date(now.getTime() - (staff ? 440 - i : rng.int(180, 330)) * DAY);
    const extra = extraIds.has(p.staffId);
    return {
      id: randomUUID(),
      staffId: p.staffId,
      fullName: p.fullName,
      email: extra ? `${p.fullName.toLowerCase().replace(/[^a-z]+/g, '.')}@learnflix.example` : null,
      bio: p.bio ?? null,
      specialization: p.specialization ?? null,
      role: p.role,
      passwordHash: hashes[i]!,
      createdAt,
      updatedAt: createdAt,
    };
  });
  // Extra instructors get a generated avatar (the demo accounts keep theirs empty to try uploading).
  // A user points at their avatar file and the file names its uploader, so the users go in first
  // and are pointed at their avatars once the files rows exist.
  const avatars = userRows
    .filter((u) => u.role === 'instructor' && u.staffId !== 'INS-001')
    .map((u) => ({
      userId: u.id,
      fileId: seedFiles.addSvg(avatarSvg(u.fullName), 'avatar', `${u.staffId.toLowerCase()}-avatar.svg`, u.id, u.createdAt).id,
    }));
  const userIds = new Map(userRows.map((u) => [u.staffId, u.id]));
  const userNames = new Map(userRows.map((u) => [u.staffId, u.fullName]));
  const adminId = userIds.get('ADM-001')!;
  const roleRows = userRows.map((u) => ({
    userId: u.id,
    role: u.role!,
    createdBy: u.id === adminId ? null : adminId,
    createdAt: u.createdAt,
  }));

  const categoryRows = CATEGORIES.map((name, i) => ({ id: randomUUID(), name, createdAt: new Date(now.getTime() - (450 - i) * DAY) }));
  const categoryIds = new Map(categoryRows.map((c) => [c.name as string, c.id]));

  await seedFiles.loadAssets();
  const curriculum = buildCurriculum({ now, userIds, userNames, categoryIds, files: seedFiles });
  const learner = (u: (typeof userRows)[number]): Learner => ({
    id: u.id,
    staffId: u.staffId,
    fullName: u.fullName,
    createdAt: u.createdAt,
  });
  const learning = buildLearning({
    now,
    courses: curriculum.info,
    demoStudent: learner(userRows.find((u) => u.staffId === 'STU-001')!),
    students: userRows.filter((u) => u.role === 'student' && u.staffId !== 'STU-001').map(learner),
  });
  const featured = curriculum.info.find((c) => c.seed.key === FEATURED_COURSE_KEY)!;
  const streamedCourse = curriculum.info.find((c) => c.seed.key === STREAMED_DEMO_LESSON.courseKey)!;
  const streamed = curriculum.lessons.find((l) => l.courseId === streamedCourse.id && l.title === STREAMED_DEMO_LESSON.title)!;

  try {
    await seedFiles.flush();
    await db.transaction(async (tx) => {
      await insertMany(tx, users, userRows);
      await insertMany(tx, roleAssignments, roleRows);
      await insertMany(tx, categories, categoryRows);
      await insertMany(tx, files, seedFiles.rows);
      await insertMany(tx, fileVariants, seedFiles.variants);
      if (avatars.length > 0)
        await tx.execute(sql`
        update users u set avatar_file_id = a.file_id::uuid
        from (values ${sql.join(
          avatars.map((a) => sql`(${a.userId}, ${a.fileId})`),
          sql`, `,
        )}) as a(user_id, file_id)
        where u.id = a.user_id::uuid`);
      await insertMany(tx, courses, curriculum.courses);
      // Sections before lessons: the lesson trigger counts lessons of published sections only.
      await insertMany(tx, sections, curriculum.sections);
      await insertMany(tx, lessons, curriculum.lessons);
      await insertMany(tx, quizzes, curriculum.quizzes);
      await insertMany(tx, quizQuestions, curriculum.questions);
      await insertMany(tx, quizQuestionOptions, curriculum.options);
      await insertMany(tx, enrollments, learning.enrollments);
      await foldEnrollmentCounts(tx);
      await insertMany(tx, lessonProgress, learning.progress);
      await insertMany(tx, quizAttempts, learning.attempts);
      await insertMany(tx, quizAnswers, learning.answers);
      await insertMany(tx, courseReviews, learning.reviews);
      await insertMany(tx, certificates, learning.certificates);
      await seedNotifications(tx, now);
      await tx.insert(mediaTranscodes).values({ fileId: streamed.fileId!, kind: 'video', state: 'queued', requestedAt: now });
      await tx
        .insert(lessonCaptions)
        .values(DEMO_CAPTIONS.map((c) => ({ ...c, lessonId: streamed.id!, updatedBy: streamedCourse.instructorId, updatedAt: now })));
      await tx.insert(siteSettings).values({ key: 'featured_course_id', value: featured.id, updatedBy: adminId, updatedAt: now });
    });
  } catch (err) {
    await seedFiles.removeAll();
    throw err;
  }

  log.info(
    {
      ms: Math.round(performance.now() - started),
      users: userRows.length,
      categories: categoryRows.length,
      courses: curriculum.courses.length,
      lessons: curriculum.lessons.length,
      quizzes: curriculum.quizzes.length,
      files: seedFiles.rows.length,
      enrollments: learning.enrollments.length,
      attempts: learning.attempts.length,
      reviews: learning.reviews.length,
    },
    'demo data seeded',
  );
  return true;
}

/** Multi-row INSERTs, chunked to stay far below PostgreSQL's 65,535 parameters per statement. */
async function insertMany<T extends PgTable>(tx: Tx, table: T, rows: Array<T['$inferInsert']>, chunk = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) await tx.insert(table).values(rows.slice(i, i + chunk));
}
