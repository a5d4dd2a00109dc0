// Every route that changes anything, each with a request that succeeds and what the audit log must
// say of it when an admin sends it. The walks (audit-walk.test.ts, bad-input-walk.test.ts) send
// them; a test holds this table to the routes the app really has (its OpenAPI document, plus the
// tus routes it leaves out), so a new route cannot be forgotten.
import type { LightMyRequestResponse } from 'fastify';
import { LESSON_UPLOADS_PATH, type AuditAction } from '@app/core';
import { api, multipartFile, TINY_PNG } from './app.js';
import { eq } from 'drizzle-orm';
import { lessonCaptions, lessons, mediaTranscodes } from '../src/db/schema.js';
import { createCourse, createSection, createStoredFile, enrollUser, signedIn } from './factories.js';
import { csvOf } from './imports.js';
import { mp4Bytes, TUS, uploadMetadata } from './lesson-uploads.js';
import type { RouteWorld, Signed } from './route-world.js';
import { unsubscribeQueryString } from '../src/modules/email/unsubscribe-token.js';

export type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';

/** One request as a client sends it: JSON, or raw bytes with their own headers (multipart, tus). */
export interface Sent {
  who: Signed | null;
  method: Method;
  url: string;
  body?: unknown;
  raw?: { payload?: Buffer | string; headers: Record<string, string> };
}

export interface RouteCase {
  /** As the OpenAPI document names it: method and path with {params}. */
  route: string;
  /** The row an admin's request writes, or why it writes none (their own data). */
  audit: AuditAction | { none: string };
  /** Makes what the request needs; the request succeeds (2xx) as it is. */
  request(w: RouteWorld): Promise<Sent>;
}

export function send(w: RouteWorld, s: Sent, body: unknown = s.body, url = s.url): Promise<LightMyRequestResponse> {
  if (s.raw) {
    return w.t.app.inject({
      method: s.method,
      url,
      headers: { ...(s.who ? { cookie: s.who.cookie } : {}), ...s.raw.headers },
      ...(s.raw.payload !== undefined ? { payload: s.raw.payload } : {}),
    });
  }
  const client = api(w.t.app, s.who?.cookie);
  const method = s.method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
  return client[method](url, body);
}

const own = (why: string) => ({ none: why });
const OWN_LEARNING = own("the admin's own learning, as anyone's");
/** In another's course an admin's player is a preview that records nothing (403): these are sent by a learner. */
const LEARNERS_OWN = own("a learner's own progress: an admin's player is a preview and records nothing");
const OWN_ACCOUNT = own("the admin's own account");

/** The Edit Course form's body for `course` as it is now, with `changes`. */
async function courseForm(w: RouteWorld, courseId: string, changes: Record<string, unknown>) {
  const { course } = (await w.admin.http.get(`/api/instructor/courses/${courseId}`)).json();
  const keys = [
    'title',
    'shortDescription',
    'description',
    'categoryId',
    'price',
    'level',
    'durationHours',
    'thumbnailUrl',
    'thumbnailFileId',
  ];
  return {
    ...Object.fromEntries(keys.map((k) => [k, course[k]])),
    whatYouWillLearn: course.whatYouWillLearn,
    requirements: course.requirements,
    status: course.status,
    version: course.version,
    ...changes,
  };
}

const quizBody = (courseId: string, lessonId: string | null, title = 'Walk quiz') => ({
  title,
  description: 'Checks things.',
  courseId,
  lessonId,
  questions: [
    {
      type: 'multiple_choice',
      text: 'Which?',
      options: [
        { text: 'This', isCorrect: true },
        { text: 'That', isCorrect: false },
      ],
    },
  ],
});

export const MUTATING_ROUTES: RouteCase[] = [
  // Signing in and out, and one's own account.
  {
    route: 'POST /api/auth/sign-up',
    audit: own("a visitor's own new account"),
    request: async (w) => ({
      who: null,
      method: 'POST',
      url: '/api/auth/sign-up',
      body: { fullName: 'New Person', staffId: `NEW-${w.unique()}`, password: 'password123', role: 'student' },
    }),
  },
  {
    route: 'POST /api/auth/sign-in',
    audit: own('a sign-in'),
    request: async (w) => ({
      who: null,
      method: 'POST',
      url: '/api/auth/sign-in',
      body: { staffId: w.admin.user.staffId, password: w.admin.user.password },
    }),
  },
  {
    route: 'POST /api/auth/sign-out',
    audit: own('a sign-out'),
    request: async (w) => ({ who: await signedInAdmin(w), method: 'POST', url: '/api/auth/sign-out', body: {} }),
  },
  {
    route: 'POST /api/auth/password',
    audit: OWN_ACCOUNT,
    request: async (w) => {
      const who = await signedInAdmin(w);
      return {
        who,
        method: 'POST',
        url: '/api/auth/password',
        body: { currentPassword: who.user.password, newPassword: 'password-new-1', confirmPassword: 'password-new-1' },
      };
    },
  },
  {
    route: 'PATCH /api/profile',
    audit: OWN_ACCOUNT,
    request: async (w) => ({ who: w.admin, method: 'PATCH', url: '/api/profile', body: { bio: `Bio ${w.unique()}` } }),
  },
  {
    route: 'POST /api/profile/avatar',
    audit: OWN_ACCOUNT,
    request: async (w) => ({
      who: w.admin,
      method: 'POST',
      url: '/api/profile/avatar',
      raw: { ...multipart('avatar', 'me.png', TINY_PNG, 'image/png') },
    }),
  },
  {
    route: 'PUT /api/me/notification-preferences',
    audit: OWN_ACCOUNT,
    request: async (w) => ({
      who: w.admin,
      method: 'PUT',
      url: '/api/me/notification-preferences',
      body: { emailNotifications: false, courseUpdates: true, newMessages: true, marketingEmails: false },
    }),
  },
  {
    route: 'PUT /api/me/time-zone',
    audit: OWN_ACCOUNT,
    request: async (w) => ({ who: w.admin, method: 'PUT', url: '/api/me/time-zone', body: { timeZone: 'Europe/Paris' } }),
  },
  {
    // The RFC 8058 one-click POST of an e-mail's link: no session, the signed link is the proof.
    route: 'POST /api/email/unsubscribe',
    audit: own("the link's own user turning off one of their e-mails, with no session"),
    request: async (w) => ({
      who: null,
      method: 'POST',
      url: `/api/email/unsubscribe?${await unsubscribeQueryString(w.t.db, w.admin.user.id, 'marketingEmails', w.t.clock.now())}`,
      raw: { payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    }),
  },
  {
    route: 'POST /api/notifications/{id}/read',
    audit: OWN_ACCOUNT,
    request: async (w) => {
      const id = await adminNotification(w);
      return { who: w.admin, method: 'POST', url: `/api/notifications/${id}/read` };
    },
  },
  {
    route: 'POST /api/notifications/read-all',
    audit: OWN_ACCOUNT,
    request: async (w) => {
      await adminNotification(w);
      return { who: w.admin, method: 'POST', url: '/api/notifications/read-all', body: {} };
    },
  },

  // Learning, as anyone learns: an admin enrolled in another instructor's course.
  {
    route: 'POST /api/courses/{id}/enroll',
    audit: OWN_LEARNING,
    request: async (w) => ({ who: w.admin, method: 'POST', url: `/api/courses/${(await w.ownersCourse()).course.id}/enroll` }),
  },
  {
    route: 'PUT /api/courses/{id}/review',
    audit: OWN_LEARNING,
    request: async (w) => {
      const { course } = await w.ownersCourse();
      await enrollUser(w.t.db, w.admin.user.id, course.id);
      return { who: w.admin, method: 'PUT', url: `/api/courses/${course.id}/review`, body: { rating: 4 } };
    },
  },
  {
    route: 'POST /api/lessons/{id}/complete',
    audit: LEARNERS_OWN,
    request: async (w) => {
      const { course, text } = await w.ownersCourse();
      await enrollUser(w.t.db, w.learner.user.id, course.id);
      return { who: w.learner, method: 'POST', url: `/api/lessons/${text.id}/complete` };
    },
  },
  {
    route: 'PUT /api/lessons/{id}/position',
    audit: LEARNERS_OWN,
    request: async (w) => {
      const c = await w.ownersCourse();
      await w.learnerIn(c);
      return { who: w.learner, method: 'PUT', url: `/api/lessons/${c.video.id}/position`, body: { seconds: 12 } };
    },
  },
  {
    route: 'POST /api/quizzes/{id}/attempts',
    audit: LEARNERS_OWN,
    request: async (w) => {
      const q = await w.ownersQuiz();
      await w.learnerIn(q);
      return { who: w.learner, method: 'POST', url: `/api/quizzes/${q.quiz.id}/attempts` };
    },
  },
  {
    route: 'PUT /api/attempts/{id}/answers/{questionId}',
    audit: LEARNERS_OWN,
    request: async (w) => {
      const a = await w.learnerAttempt();
      return {
        who: w.learner,
        method: 'PUT',
        url: `/api/attempts/${a.attemptId}/answers/${a.questions[0]!.id}`,
        body: { answerText: 'My answer.' },
      };
    },
  },
  {
    route: 'POST /api/attempts/{id}/submit',
    audit: LEARNERS_OWN,
    request: async (w) => ({ who: w.learner, method: 'POST', url: `/api/attempts/${(await w.learnerAttempt()).attemptId}/submit` }),
  },

  // The instructor area, on another instructor's course.
  {
    route: 'POST /api/instructor/courses',
    audit: own('a new course is in the name of whoever creates it'),
    request: async (w) => ({
      who: w.admin,
      method: 'POST',
      url: '/api/instructor/courses',
      body: { title: `Admin course ${w.unique()}`, shortDescription: 'Short.', description: 'Long.', categoryId: w.category.id },
    }),
  },
  {
    route: 'PUT /api/instructor/courses/{id}',
    audit: 'course.updated',
    request: async (w) => {
      const { course } = await w.ownersCourse();
      return {
        who: w.admin,
        method: 'PUT',
        url: `/api/instructor/courses/${course.id}`,
        body: await courseForm(w, course.id, { price: 49.5 }),
      };
    },
  },
  {
    route: 'PATCH /api/instructor/courses/{id}/status',
    audit: 'course.status_changed',
    request: async (w) => ({
      who: w.admin,
      method: 'PATCH',
      url: `/api/instructor/courses/${(await w.ownersCourse()).course.id}/status`,
      body: { status: 'draft' },
    }),
  },
  {
    route: 'DELETE /api/instructor/courses/{id}',
    audit: 'course.deleted',
    request: async (w) => ({
      who: w.admin,
      method: 'DELETE',
      url: `/api/instructor/courses/${(await w.ownersCourse({ status: 'draft' })).course.id}`,
    }),
  },
  {
    route: 'POST /api/instructor/thumbnails',
    audit: own('an upload is its uploader’s until a course uses it (course.updated)'),
    request: async (w) => ({
      who: w.admin,
      method: 'POST',
      url: '/api/instructor/thumbnails',
      raw: multipart('thumbnail', 'cover.png', TINY_PNG, 'image/png'),
    }),
  },
  {
    route: 'PUT /api/instructor/courses/{id}/curriculum/order',
    audit: 'curriculum.reordered',
    request: async (w) => {
      const { course } = await w.ownersCourse();
      const tree = (await w.admin.http.get(`/api/instructor/courses/${course.id}/curriculum`)).json();
      const sections = tree.sections.map((s: { id: string; lessons: { id: string }[] }) => ({
        id: s.id,
        lessonIds: s.lessons.map((l) => l.id).reverse(),
      }));
      return {
        who: w.admin,
        method: 'PUT',
        url: `/api/instructor/courses/${course.id}/curriculum/order`,
        body: { version: tree.version, sections },
      };
    },
  },
  {
    route: 'POST /api/instructor/courses/{id}/sections',
    audit: 'section.created',
    request: async (w) => ({
      who: w.admin,
      method: 'POST',
      url: `/api/instructor/courses/${(await w.ownersCourse()).course.id}/sections`,
      body: { title: 'A new part', description: 'About it.' },
    }),
  },
  {
    route: 'PATCH /api/instructor/sections/{id}',
    audit: 'section.updated',
    request: async (w) => ({
      who: w.admin,
      method: 'PATCH',
      url: `/api/instructor/sections/${(await w.ownersCourse()).section.id}`,
      body: { title: 'Renamed part', isPublished: false },
    }),
  },
  {
    route: 'DELETE /api/instructor/sections/{id}',
    audit: 'section.deleted',
    request: async (w) => ({ who: w.admin, method: 'DELETE', url: `/api/instructor/sections/${(await w.ownersCourse()).section.id}` }),
  },
  {
    route: 'POST /api/instructor/lessons',
    audit: 'lesson.created',
    request: async (w) => ({
      who: w.admin,
      method: 'POST',
      url: '/api/instructor/lessons',
      body: {
        sectionId: (await w.ownersCourse()).section.id,
        title: 'A new lesson',
        contentType: 'text',
        content: 'Words.',
        durationMinutes: 5,
      },
    }),
  },
  {
    route: 'POST /api/instructor/lessons/{id}/streaming/retry',
    audit: own('processing the same file again changes nothing of the lesson'),
    request: async (w) => {
      const { video } = await w.ownersCourse();
      const file = await createStoredFile(w.t.db, w.t.deps.storage, { kind: 'lesson', ext: 'mp4', mimeType: 'video/mp4' });
      await w.t.db.update(lessons).set({ fileId: file.id, videoUrl: null }).where(eq(lessons.id, video.id));
      await w.t.db
        .insert(mediaTranscodes)
        .values({ fileId: file.id, kind: 'video', state: 'failed', error: 'ffprobe said no', requestedAt: new Date() });
      return { who: w.admin, method: 'POST', url: `/api/instructor/lessons/${video.id}/streaming/retry`, body: {} };
    },
  },
  {
    route: 'PUT /api/instructor/lessons/{id}/captions/{language}',
    audit: 'lesson.updated',
    request: async (w) => {
      const { video } = await w.ownersCourse();
      return {
        who: w.admin,
        method: 'PUT',
        url: `/api/instructor/lessons/${video.id}/captions/en?label=English`,
        raw: multipart('file', 'captions.vtt', Buffer.from('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n'), 'text/vtt'),
      };
    },
  },
  {
    route: 'DELETE /api/instructor/lessons/{id}/captions/{language}',
    audit: 'lesson.updated',
    request: async (w) => {
      const { video } = await w.ownersCourse();
      await w.t.db
        .insert(lessonCaptions)
        .values({ lessonId: video.id, language: 'es', label: 'Español', vtt: 'WEBVTT\n', cueCount: 1, updatedAt: new Date() });
      return { who: w.admin, method: 'DELETE', url: `/api/instructor/lessons/${video.id}/captions/es` };
    },
  },
  {
    route: 'PUT /api/profile/caption-language',
    audit: OWN_ACCOUNT,
    request: async (w) => ({ who: w.admin, method: 'PUT', url: '/api/profile/caption-language', body: { language: 'en' } }),
  },
  {
    route: 'PUT /api/instructor/lessons/{id}',
    audit: 'lesson.updated',
    request: async (w) => {
      const { section, text } = await w.ownersCourse();
      return {
        who: w.admin,
        method: 'PUT',
        url: `/api/instructor/lessons/${text.id}`,
        body: { sectionId: section.id, title: 'Retitled lesson', contentType: 'text', content: 'Other words.', durationMinutes: 7 },
      };
    },
  },
  {
    route: 'DELETE /api/instructor/lessons/{id}',
    audit: 'lesson.deleted',
    request: async (w) => ({ who: w.admin, method: 'DELETE', url: `/api/instructor/lessons/${(await w.ownersCourse()).text.id}` }),
  },
  {
    route: 'POST /api/instructor/quizzes',
    audit: 'quiz.created',
    request: async (w) => {
      const { course, quizLesson } = await w.ownersCourse();
      return { who: w.admin, method: 'POST', url: '/api/instructor/quizzes', body: quizBody(course.id, quizLesson.id) };
    },
  },
  {
    route: 'PUT /api/instructor/quizzes/{id}',
    audit: 'quiz.updated',
    request: async (w) => {
      const { course, quizLesson, quiz } = await w.ownersQuiz();
      return {
        who: w.admin,
        method: 'PUT',
        url: `/api/instructor/quizzes/${quiz.id}`,
        body: quizBody(course.id, quizLesson.id, 'Renamed quiz'),
      };
    },
  },
  {
    route: 'PATCH /api/instructor/quizzes/{id}/publish',
    audit: 'quiz.status_changed',
    request: async (w) => ({
      who: w.admin,
      method: 'PATCH',
      url: `/api/instructor/quizzes/${(await w.ownersQuiz()).quiz.id}/publish`,
      body: { isPublished: false },
    }),
  },
  {
    route: 'DELETE /api/instructor/quizzes/{id}',
    audit: 'quiz.deleted',
    request: async (w) => ({ who: w.admin, method: 'DELETE', url: `/api/instructor/quizzes/${(await w.ownersQuiz()).quiz.id}` }),
  },
  {
    route: 'PATCH /api/instructor/enrollments/{id}/status',
    audit: 'enrollment.status_changed',
    request: async (w) => {
      const { course } = await w.ownersCourse();
      const enrollment = await enrollUser(w.t.db, w.learner.user.id, course.id);
      return { who: w.admin, method: 'PATCH', url: `/api/instructor/enrollments/${enrollment.id}/status`, body: { status: 'inactive' } };
    },
  },
  {
    route: 'POST /api/instructor/subjective-answers/{id}/evaluation',
    audit: 'answer.graded',
    request: async (w) => ({
      who: w.admin,
      method: 'POST',
      url: `/api/instructor/subjective-answers/${await w.pendingAnswer()}/evaluation`,
      body: { points: 3, feedback: 'Good.' },
    }),
  },
  {
    route: 'POST /api/uploads/lesson-files',
    audit: own('an upload is its uploader’s until a lesson uses it (lesson.updated)'),
    request: async (w) => {
      const { course } = await w.ownersCourse();
      return { who: w.admin, method: 'POST', url: LESSON_UPLOADS_PATH, raw: tusCreate(course.id) };
    },
  },
  {
    route: 'PATCH /api/uploads/lesson-files/{id}',
    audit: own('an upload is its uploader’s until a lesson uses it (lesson.updated)'),
    request: async (w) => {
      const url = await adminUpload(w);
      return {
        who: w.admin,
        method: 'PATCH',
        url,
        raw: { payload: mp4Bytes(1024), headers: { ...TUS, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' } },
      };
    },
  },
  {
    route: 'DELETE /api/uploads/lesson-files/{id}',
    audit: own('an upload is its uploader’s until a lesson uses it (lesson.updated)'),
    request: async (w) => ({ who: w.admin, method: 'DELETE', url: await adminUpload(w), raw: { headers: { ...TUS } } }),
  },

  // The admin area.
  {
    route: 'PATCH /api/admin/courses/{id}/status',
    audit: 'course.status_changed',
    request: async (w) => {
      const { course } = await w.ownersCourse();
      return {
        who: w.admin,
        method: 'PATCH',
        url: `/api/admin/courses/${course.id}/status`,
        body: { status: 'archived', version: String(course.version) },
      };
    },
  },
  {
    route: 'DELETE /api/admin/courses/{id}',
    audit: 'course.deleted',
    request: async (w) => ({
      who: w.admin,
      method: 'DELETE',
      url: `/api/admin/courses/${(await w.ownersCourse({ status: 'draft' })).course.id}`,
    }),
  },
  {
    route: 'POST /api/admin/users',
    audit: 'user.created',
    request: async (w) => ({
      who: w.admin,
      method: 'POST',
      url: '/api/admin/users',
      body: { staffId: `MADE-${w.unique()}`, fullName: 'Made By Admin', role: 'student' },
    }),
  },
  {
    route: 'PATCH /api/admin/users/{id}/role',
    audit: 'user.role_changed',
    request: async (w) => ({
      who: w.admin,
      method: 'PATCH',
      url: `/api/admin/users/${(await w.someone()).id}/role`,
      body: { role: 'instructor', expectedRole: 'student' },
    }),
  },
  {
    route: 'POST /api/admin/users/{id}/reset-password',
    audit: 'user.password_reset',
    request: async (w) => ({ who: w.admin, method: 'POST', url: `/api/admin/users/${(await w.someone()).id}/reset-password` }),
  },
  {
    route: 'DELETE /api/admin/users/{id}',
    audit: 'user.deleted',
    request: async (w) => ({ who: w.admin, method: 'DELETE', url: `/api/admin/users/${(await w.someone()).id}` }),
  },
  {
    route: 'PUT /api/admin/settings/featured-course',
    audit: 'setting.featured_course_changed',
    request: async (w) => {
      const { course } = await w.ownersCourse();
      const { featured } = (await w.admin.http.get('/api/admin/settings')).json();
      return {
        who: w.admin,
        method: 'PUT',
        url: '/api/admin/settings/featured-course',
        body: { courseId: course.id, previousCourseId: featured?.courseId ?? null },
      };
    },
  },
  {
    route: 'POST /api/admin/categories',
    audit: 'category.created',
    request: async (w) => ({ who: w.admin, method: 'POST', url: '/api/admin/categories', body: { name: `Walk ${w.unique()}` } }),
  },
  {
    route: 'PATCH /api/admin/categories/{id}',
    audit: 'category.renamed',
    request: async (w) => {
      const made = (await w.admin.http.post('/api/admin/categories', { name: `Walk ${w.unique()}` })).json().category;
      return {
        who: w.admin,
        method: 'PATCH',
        url: `/api/admin/categories/${made.id}`,
        body: { name: `Renamed ${w.unique()}`, currentName: made.name },
      };
    },
  },
  {
    route: 'DELETE /api/admin/categories/{id}',
    audit: 'category.deleted',
    request: async (w) => {
      const made = (await w.admin.http.post('/api/admin/categories', { name: `Walk ${w.unique()}` })).json().category;
      return { who: w.admin, method: 'DELETE', url: `/api/admin/categories/${made.id}` };
    },
  },
  {
    route: 'POST /api/admin/groups',
    audit: 'group.created',
    request: async (w) => ({ who: w.admin, method: 'POST', url: '/api/admin/groups', body: { name: `Walk ${w.unique()}` } }),
  },
  {
    route: 'PATCH /api/admin/groups/{id}',
    audit: 'group.renamed',
    request: async (w) => {
      const made = (await w.admin.http.post('/api/admin/groups', { name: `Walk ${w.unique()}` })).json().group;
      return {
        who: w.admin,
        method: 'PATCH',
        url: `/api/admin/groups/${made.id}`,
        body: { name: `Renamed ${w.unique()}`, currentName: made.name },
      };
    },
  },
  {
    route: 'DELETE /api/admin/groups/{id}',
    audit: 'group.deleted',
    request: async (w) => {
      const made = (await w.admin.http.post('/api/admin/groups', { name: `Walk ${w.unique()}` })).json().group;
      return { who: w.admin, method: 'DELETE', url: `/api/admin/groups/${made.id}` };
    },
  },
  {
    route: 'POST /api/admin/groups/{id}/members',
    audit: 'group.members_added',
    request: async (w) => {
      const made = (await w.admin.http.post('/api/admin/groups', { name: `Walk ${w.unique()}` })).json().group;
      const member = await w.someone();
      return { who: w.admin, method: 'POST', url: `/api/admin/groups/${made.id}/members`, body: { staffIds: [member.staffId] } };
    },
  },
  {
    route: 'DELETE /api/admin/groups/{id}/members/{userId}',
    audit: 'group.member_removed',
    request: async (w) => {
      const made = (await w.admin.http.post('/api/admin/groups', { name: `Walk ${w.unique()}` })).json().group;
      const member = await w.someone();
      await w.admin.http.post(`/api/admin/groups/${made.id}/members`, { staffIds: [member.staffId] });
      return { who: w.admin, method: 'DELETE', url: `/api/admin/groups/${made.id}/members/${member.id}` };
    },
  },
  {
    route: 'POST /api/courses/{id}/assignments',
    audit: 'assignment.created',
    request: async (w) => {
      const { course } = await w.ownersCourse();
      const member = await w.someone();
      return {
        who: w.admin,
        method: 'POST',
        url: `/api/courses/${course.id}/assignments`,
        body: { staffIds: [member.staffId], due: { type: 'days', days: 14 } },
      };
    },
  },
  {
    route: 'POST /api/learner-assignments/{id}/waive',
    audit: 'assignment.waived',
    request: async (w) => {
      const { course } = await w.ownersCourse();
      const member = await w.someone();
      await w.admin.http.post(`/api/courses/${course.id}/assignments`, { staffIds: [member.staffId], due: { type: 'days', days: 14 } });
      const row = (await w.admin.http.get(`/api/compliance?course=${course.id}`)).json().rows[0];
      return { who: w.admin, method: 'POST', url: `/api/learner-assignments/${row.id}/waive`, body: { reason: 'Exempt by the walk' } };
    },
  },
  {
    route: 'POST /api/admin/imports',
    audit: own('a preview creates no account; starting the import is recorded (import.started)'),
    request: async (w) => ({
      who: w.admin,
      method: 'POST',
      url: '/api/admin/imports',
      raw: multipart('file', 'people.csv', Buffer.from(csvOf([[`IMP-${w.unique()}`, 'Imported Person']])), 'text/csv'),
    }),
  },
  {
    route: 'POST /api/admin/imports/{id}/start',
    audit: 'import.started',
    request: async (w) => {
      const file = multipart('file', 'people.csv', Buffer.from(csvOf([[`IMP-${w.unique()}`, 'Imported Person']])), 'text/csv');
      const preview = await send(w, { who: w.admin, method: 'POST', url: '/api/admin/imports', raw: file });
      return { who: w.admin, method: 'POST', url: `/api/admin/imports/${preview.json().import.id}/start` };
    },
  },
];

function multipart(field: string, name: string, bytes: Buffer, type: string) {
  const { body, headers } = multipartFile(field, name, bytes, type);
  return { payload: body, headers: { ...headers, 'x-requested-with': 'fetch' } };
}

/** Another admin, signed in: for requests that end the session or change the password. */
const signedInAdmin = (w: RouteWorld): Promise<Signed> => signedIn(w.t.app, w.t.db, { role: 'admin' });

/** A notification for the admin: a learner enrolls in a course the admin teaches. */
async function adminNotification(w: RouteWorld): Promise<string> {
  const course = await createCourse(w.t.db, { instructorId: w.admin.user.id, categoryId: w.category.id, status: 'published' });
  await createSection(w.t.db, course.id);
  await w.learner.http.post(`/api/courses/${course.id}/enroll`);
  const list = (await w.admin.http.get('/api/notifications')).json();
  return list.notifications[0].id as string;
}

const tusCreate = (courseId: string) => ({
  headers: {
    ...TUS,
    'upload-length': '1024',
    'upload-metadata': uploadMetadata({ courseId, filename: 'clip.mp4', filetype: 'video/mp4' }),
  },
});

/** An upload the admin started for a lesson file of another instructor's course: its URL. */
async function adminUpload(w: RouteWorld): Promise<string> {
  const { course } = await w.ownersCourse();
  const res = await send(w, { who: w.admin, method: 'POST', url: LESSON_UPLOADS_PATH, raw: tusCreate(course.id) });
  return res.headers.location as string;
}
