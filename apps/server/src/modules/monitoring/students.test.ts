// The students list over HTTP: every column, the filters, server-side sort and pages, who sees
// whose learners, bad input, and a constant number of statements per request.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COURSE_PICKER_LIMIT,
  STUDENT_SORTS,
  STUDENTS_PAGE_SIZE,
  type MonitoredCoursesResponse,
  type StudentRow,
  type StudentsResponse,
} from '@app/core';
import { api, buildTestApp, countQueries, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createStudent, enrollUser, signedIn } from '../../../test/factories.js';
import { FORMULA_NAME, monitoringWorld, type MonitoringWorld } from '../../../test/monitoring-world.js';

let t: TestContext;
let w: MonitoringWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await monitoringWorld(t);
});

const list = async (http: ReturnType<typeof api>, query: string) => {
  const res = await http.get(`/api/instructor/students?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StudentsResponse;
};
const names = (r: StudentsResponse) => r.students.map((s) => s.student.fullName);

describe('the students of a course', () => {
  it('lists every learner with every column the screen shows', async () => {
    const r = await list(w.owner.http, `courseId=${w.course.id}`);
    expect(r.course).toEqual({
      id: w.course.id,
      title: 'Algebra Basics',
      status: 'published',
      instructorId: w.owner.user.id,
      instructorName: 'Olive Owner',
    });
    expect(r.total).toBe(5);
    // Newest enrollment first by default.
    expect(names(r)).toEqual([FORMULA_NAME, 'Dee Gone', 'Cy Finisher', 'Bob Struggle', 'Ada Lovelace']);
    const ada = r.students.find((s) => s.student.fullName === 'Ada Lovelace')!;
    expect(ada).toEqual<StudentRow>({
      enrollmentId: w.ada.enrollment.id,
      student: { id: w.ada.user.id, fullName: 'Ada Lovelace', email: 'ada@example.org', avatarUrl: null },
      course: { id: w.course.id, title: 'Algebra Basics', status: 'published', instructorId: w.owner.user.id },
      status: 'active',
      progressPercentage: 33,
      lessonsDone: 1,
      lessonsTotal: 3,
      enrolledAt: '2025-01-01T09:00:00.000Z',
      lastActivityAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown as string,
      completedAt: null,
      bestQuizPercentage: 50,
      pendingAnswers: 1,
    });
    const cy = r.students.find((s) => s.student.fullName === 'Cy Finisher')!;
    expect(cy).toMatchObject({ status: 'completed', progressPercentage: 100, lessonsDone: 3, completedAt: '2025-01-08T09:00:00.000Z' });
    expect(cy).toMatchObject({ bestQuizPercentage: null, pendingAnswers: 0, lastActivityAt: '2025-01-08T09:00:00.000Z' });
    expect(r.students.find((s) => s.student.fullName === 'Dee Gone')).toMatchObject({
      status: 'inactive',
      lessonsDone: 1,
      progressPercentage: 33,
    });
    expect(JSON.stringify(r)).not.toContain(w.ada.user.staffId);
  });

  it('filters by status and searches name or e-mail, ignoring case', async () => {
    const q = `courseId=${w.course.id}`;
    expect(names(await list(w.owner.http, `${q}&status=active`))).toEqual([FORMULA_NAME, 'Bob Struggle', 'Ada Lovelace']);
    expect(names(await list(w.owner.http, `${q}&status=inactive`))).toEqual(['Dee Gone']);
    expect(names(await list(w.owner.http, `${q}&status=completed`))).toEqual(['Cy Finisher']);
    expect(names(await list(w.owner.http, `${q}&q=STRUGGLE`))).toEqual(['Bob Struggle']);
    expect(names(await list(w.owner.http, `${q}&q=cy%40example`))).toEqual(['Cy Finisher']);
    expect(names(await list(w.owner.http, `${q}&q=struggle&status=completed`))).toEqual([]);
    // % and _ are letters, not patterns.
    expect((await list(w.owner.http, `${q}&q=%25`)).total).toBe(0);
  });

  it('sorts by every column both ways on the server', async () => {
    const q = `courseId=${w.course.id}`;
    expect(names(await list(w.owner.http, `${q}&sort=name&dir=asc`))).toEqual([
      FORMULA_NAME,
      'Ada Lovelace',
      'Bob Struggle',
      'Cy Finisher',
      'Dee Gone',
    ]);
    expect(names(await list(w.owner.http, `${q}&sort=progress&dir=desc`))[0]).toBe('Cy Finisher');
    expect(
      names(await list(w.owner.http, `${q}&sort=progress&dir=asc`))
        .slice(0, 2)
        .sort(),
    ).toEqual(['Bob Struggle', FORMULA_NAME].sort());
    expect(names(await list(w.owner.http, `${q}&sort=enrolled&dir=asc`))[0]).toBe('Ada Lovelace');
    expect(names(await list(w.owner.http, `${q}&sort=status&dir=desc`))[0]).toBe('Dee Gone');
    // Dee has no e-mail: empty values come last either way.
    expect(names(await list(w.owner.http, `${q}&sort=email&dir=asc`)).at(-1)).toBe('Dee Gone');
    expect(names(await list(w.owner.http, `${q}&sort=email&dir=desc`)).at(-1)).toBe('Dee Gone');
    expect(names(await list(w.owner.http, `${q}&sort=lastActivity&dir=desc`)).at(-1)).not.toBe('Ada Lovelace');
    expect(names(await list(w.owner.http, `sort=course&dir=desc`))[0]).toBe('Ada Lovelace');
  });

  it('pages on the server, with the total of every page', async () => {
    const c = await createCourse(t.db, { instructorId: w.owner.user.id, title: 'Big Course' });
    for (let i = 0; i < STUDENTS_PAGE_SIZE + 5; i++) {
      const s = await createStudent(t.db, { fullName: `Learner ${String(i).padStart(2, '0')}` });
      await enrollUser(t.db, s.id, c.id);
    }
    const first = await list(w.owner.http, `courseId=${c.id}&sort=name&dir=asc`);
    const second = await list(w.owner.http, `courseId=${c.id}&sort=name&dir=asc&page=2`);
    expect([first.total, second.total, first.students.length, second.students.length]).toEqual([25, 25, 20, 5]);
    expect(names(second)).toEqual(['Learner 20', 'Learner 21', 'Learner 22', 'Learner 23', 'Learner 24']);
    expect((await list(w.owner.http, `courseId=${c.id}&page=3`)).students).toEqual([]);
  });

  it('gives, for every sort both ways, pages in the order of the export', async () => {
    const c = await createCourse(t.db, { instructorId: w.owner.user.id, title: 'Order Course' });
    const statuses = ['active', 'inactive', 'completed'] as const;
    for (let i = 0; i < 27; i++) {
      const s = await createStudent(t.db, {
        fullName: `Order ${String((i * 7) % 27).padStart(2, '0')}`,
        email: i % 4 ? `o${i % 5}@x.org` : null,
      });
      await enrollUser(t.db, s.id, c.id, {
        enrolledAt: new Date(Date.UTC(2025, 0, 1 + (i % 9))),
        lastAccessedAt: i % 3 ? new Date(Date.UTC(2025, 1, 1 + (i % 6))) : null,
        progressPercentage: (i * 13) % 101,
        status: statuses[i % 3],
      });
    }
    for (const sort of STUDENT_SORTS)
      for (const dir of ['asc', 'desc'] as const)
        for (const scope of [`courseId=${c.id}`, 'q=order', 'q=order&status=active']) {
          const query = `${scope}&sort=${sort}&dir=${dir}`;
          const pages = [...(await list(w.owner.http, query)).students, ...(await list(w.owner.http, `${query}&page=2`)).students];
          const csv = (await w.owner.http.get(`/api/instructor/students/export?${query}`)).body.split('\r\n').slice(1, -1);
          const fromCsv = csv.slice(0, pages.length).map((line) => line.split(',').slice(0, 3).join(','));
          expect(
            pages.map((r) => [r.student.fullName, r.student.email ?? '', r.course.title].join(',')),
            query,
          ).toEqual(fromCsv);
        }
  });

  it('asks the database the same number of statements for 5 learners or 25', async () => {
    const c = await createCourse(t.db, { instructorId: w.owner.user.id });
    const few = await countQueries(t, () => list(w.owner.http, `courseId=${w.course.id}`));
    for (let i = 0; i < 25; i++) await enrollUser(t.db, (await createStudent(t.db)).id, c.id);
    const many = await countQueries(t, () => list(w.owner.http, `courseId=${c.id}&q=test`));
    expect(many).toBe(few);
  });
});

describe('all my students', () => {
  it("lists the learners of the instructor's courses only, one row per enrollment", async () => {
    const r = await list(w.owner.http, 'sort=name&dir=asc&q=example.org');
    expect(names(r)).toEqual([FORMULA_NAME, 'Ada Lovelace', 'Ada Lovelace', 'Bob Struggle', 'Cy Finisher']);
    expect(r.course).toBeNull();
    expect(r.students.filter((s) => s.student.fullName === 'Ada Lovelace').map((s) => s.course.title)).toEqual(
      expect.arrayContaining(['Algebra Basics', 'Zoology Intro']),
    );
    expect(names(await list(w.other.http, 'q=example.org'))).toEqual(['Eve Elsewhere']);
  });

  it('lets admins see any course and subadmins read them; students are refused', async () => {
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
    expect(names(await list(admin.http, `courseId=${w.foreign.id}`))).toEqual(['Eve Elsewhere']);
    expect(names(await list(subadmin.http, `courseId=${w.course.id}&status=completed`))).toEqual(['Cy Finisher']);
    expect((await list(admin.http, 'q=example.org')).total).toBe(6);
    const student = await signedIn(t.app, t.db);
    expect((await student.http.get('/api/instructor/students')).statusCode).toBe(403);
    expect((await api(t.app).get('/api/instructor/students')).statusCode).toBe(401);
  });

  it('offers the course picker the courses the caller monitors', async () => {
    const mine = (await w.owner.http.get('/api/instructor/monitoring/courses')).json().courses as { title: string }[];
    expect(mine.map((c) => c.title)).toEqual(expect.arrayContaining(['Algebra Basics', 'Zoology Intro']));
    expect(mine.map((c) => c.title)).not.toContain('Foreign Course');
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const all = (await admin.http.get('/api/instructor/monitoring/courses')).json().courses as { title: string; instructorName: string }[];
    expect(all).toContainEqual(expect.objectContaining({ title: 'Foreign Course', instructorName: 'Xavier Other' }));
  });

  it('searches the course picker on the server by title or instructor, the first 20 by title with how many match', async () => {
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const teacher = await signedIn(t.app, t.db, { role: 'instructor', fullName: 'Petra Picker' });
    for (let i = 0; i < COURSE_PICKER_LIMIT + 5; i++)
      await createCourse(t.db, { instructorId: teacher.user.id, title: `Picker Course ${String(i).padStart(2, '0')}` });
    const picker = async (http: ReturnType<typeof api>, q: string) => {
      const res = await http.get(`/api/instructor/monitoring/courses?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as MonitoredCoursesResponse;
    };
    const many = await picker(admin.http, 'picker course');
    expect(many.total).toBe(COURSE_PICKER_LIMIT + 5);
    expect(many.courses.map((c) => c.title)).toEqual(
      Array.from({ length: COURSE_PICKER_LIMIT }, (_, i) => `Picker Course ${String(i).padStart(2, '0')}`),
    );
    // By the instructor's name, ignoring case; % and _ are letters.
    expect((await picker(admin.http, 'PETRA')).total).toBe(COURSE_PICKER_LIMIT + 5);
    expect((await picker(admin.http, 'Course 2_')).total).toBe(0);
    expect((await picker(admin.http, 'course 24')).courses.map((c) => c.title)).toEqual(['Picker Course 24']);
    // An instructor searches their own courses only.
    expect(await picker(w.owner.http, 'picker')).toEqual({ courses: [], total: 0 });
    expect((await picker(w.owner.http, 'algebra')).courses.map((c) => c.title)).toEqual(['Algebra Basics']);
    expect((await picker(teacher.http, '')).total).toBe(COURSE_PICKER_LIMIT + 5);
  });

  it.each([
    ['a 5,000-character search', `q=${'a'.repeat(5000)}`, 'Search must be at most 200 characters'],
    ['an unknown parameter', 'limit=1000', ''],
  ])('refuses %s in the course picker with a clear 400', async (_label, query, message) => {
    const before = await databaseState(t.db);
    const res = await w.owner.http.get(`/api/instructor/monitoring/courses?${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain(message);
    expect(await databaseState(t.db)).toEqual(before);
  });
});

describe('bad input', () => {
  it.each([
    ['another instructor’s course', 404, 'Course Not Found', () => `courseId=${w.foreign.id}`],
    ['an unknown course', 404, 'Course Not Found', () => 'courseId=00000000-0000-4000-8000-000000000000'],
    ['an unknown status filter', 400, 'Status must be all, active, inactive or completed', () => 'status=lost'],
    ['page -1', 400, 'Page must be at least 1', () => 'page=-1'],
    ['page 10^9', 400, 'Page is too large', () => 'page=1000000000'],
    ['a 5,000-character search', 400, 'Search must be at most 200 characters', () => `q=${'a'.repeat(5000)}`],
    ['an unknown sort', 400, 'Sort must be one of', () => 'sort=staffId'],
    ['an unknown parameter', 400, '', () => 'instructorId=x'],
  ])('%s is a clear %i and changes nothing', async (_label, status, message, query) => {
    const before = await databaseState(t.db);
    const res = await w.owner.http.get(`/api/instructor/students?${query()}`);
    expect(res.statusCode).toBe(status);
    expect(errorOf(res).message).toContain(message);
    expect(await databaseState(t.db)).toEqual(before);
  });
});
