// Student monitoring at scale, seeded set-based in SQL: one instructor ('BM-INS') with 20 courses of
// 35 lessons, 25,000 students taking two of them each (50,000 enrollments over the last two years),
// and every enrollment's completed lessons in order: about 1,000,000 lesson-progress rows. One in
// five enrollments completed the course (the export's 10,000 rows), one in twenty is inactive.
// Besides: a quiz per course with ~16,700 submitted attempts (some essays waiting for a grade),
// 25,000 reviews, and another instructor's 20 courses with 50,000 enrollments of the same students,
// so that the instructor's scope has something to leave out.
import type pg from 'pg';

export const MONITOR = { instructor: 'BM-INS', students: 25_000, courses: 20, lessons: 35, enrollments: 50_000 };

export async function seedMonitoring(pool: pg.Pool) {
  const t0 = performance.now();
  const { students, courses, lessons, enrollments } = MONITOR;
  await pool.query(`
    insert into users (staff_id, full_name, role, password_hash) values
      ('BM-INS', 'Bench Monitor', 'instructor', 'x'), ('BM-OTHER', 'Bench Other', 'instructor', 'x');
    insert into users (staff_id, full_name, email, role, password_hash)
    select 'BM-S' || g, (array['Ada','Bob','Cy','Dee','Eve','Fay','Gus','Hal'])[1 + g % 8] || ' Student ' || g,
           'student' || g || '@bench.example', 'student', 'x'
      from generate_series(1, ${students}) g;
    insert into courses (title, short_description, description, price, status, instructor_id)
    select 'Monitored Course ' || lpad(g::text, 2, '0'), 'Bench course', 'Bench course', (g % 5) * 10 + 9.99, 'published',
           (select id from users where staff_id = case when g <= ${courses} then 'BM-INS' else 'BM-OTHER' end)
      from generate_series(1, ${courses * 2}) g;
    insert into sections (course_id, title, order_index) select id, 'Section', 0 from courses;
    insert into lessons (section_id, course_id, title, content_type, order_index)
    select s.id, s.course_id, 'Lesson ' || g, 'text', g - 1 from sections s, generate_series(1, ${lessons}) g;
  `);
  // k: lessons completed, in order. Every fifth enrollment finished the course.
  await pool.query(`
    create temporary table bm_enrollments as
    with st as (select id, row_number() over (order by id) - 1 as n from users where staff_id like 'BM-S%'),
         co as (select id, instructor_id, row_number() over (order by title) - 1 as n from courses)
    select g, st.id as user_id, co.id as course_id,
           case when g % 5 = 0 then ${lessons} else (g * 9 + g / 7) % ${lessons} end as k,
           now() - ((g * 37) % 730) * interval '1 day' - (g % 1440) * interval '1 minute' as enrolled_at
      from generate_series(0, ${enrollments * 2} - 1) g
      join st on st.n = g % ${students}
      join co on co.n = (g % 10) + 10 * ((g / ${students}) % 2) + ${courses} * (g / ${enrollments});
    insert into enrollments (user_id, course_id, status, progress_percentage, enrolled_at, last_accessed_at, completed_at)
    select user_id, course_id,
           case when k = ${lessons} then 'completed' when g % 20 = 3 then 'inactive' else 'active' end,
           case when k = 0 then 0 when k = ${lessons} then 100 else least(99, greatest(1, round(k * 100.0 / ${lessons}))) end,
           enrolled_at, enrolled_at + (now() - enrolled_at) * ((g % 100) / 100.0),
           case when k = ${lessons} then enrolled_at + (now() - enrolled_at) * ((g % 100) / 100.0) end
      from bm_enrollments;
    select fold_course_enrollment_deltas();
  `);
  await pool.query(`
    insert into lesson_progress (user_id, lesson_id, course_id, completed, completed_at)
    select e.user_id, l.id, e.course_id, true, e.enrolled_at + l.order_index * interval '1 hour'
      from bm_enrollments e join lessons l on l.course_id = e.course_id and l.order_index < e.k
     where e.g < ${enrollments};
  `);
  await pool.query(`
    insert into quizzes (title, course_id, instructor_id, quiz_type, is_published)
    select 'Final of ' || title, id, instructor_id, 'course', true from courses;
    insert into quiz_questions (quiz_id, question_text, question_type, points) select id, 'Explain.', 'subjective', 10 from quizzes;
    insert into quiz_attempts (quiz_id, user_id, attempt_number, score, max_score, percentage, is_passed, started_at, completed_at)
    select q.id, e.user_id, 1, (e.g / 3 * 7) % 11, 10, ((e.g / 3 * 7) % 11) * 10, (e.g / 3 * 7) % 11 >= 7 and e.g % 30 <> 0,
           e.enrolled_at + interval '1 day', e.enrolled_at + interval '1 day 20 minutes'
      from bm_enrollments e join quizzes q on q.course_id = e.course_id
     where e.g % 3 = 0 and e.g < ${enrollments};
    insert into quiz_answers (attempt_id, question_id, answer_text, evaluation_status)
    select a.id, qq.id, 'An essay.', 'pending'
      from quiz_attempts a join quiz_questions qq on qq.quiz_id = a.quiz_id
     where not a.is_passed and a.percentage >= 70;
    insert into course_reviews (course_id, user_id, rating, created_at, updated_at)
    select course_id, user_id, 1 + g % 5, enrolled_at + interval '2 days', enrolled_at + interval '2 days'
      from bm_enrollments where g % 4 = 0;
  `);
  await pool.query('vacuum analyze');
  const { rows } = await pool.query<Record<string, string>>(`
    select (select count(*) from enrollments e join courses c on c.id = e.course_id join users u on u.id = c.instructor_id
             where u.staff_id = 'BM-INS') as instructor_enrollments,
           (select count(*) from lesson_progress) as lesson_progress,
           (select count(*) from quiz_attempts) as attempts,
           (select count(*) from course_reviews) as reviews`);
  console.log(`seeded ${JSON.stringify(rows[0])} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
