// The catalogue at scale, seeded set-based in SQL (seconds, not minutes): 200 instructors,
// 20,000 students, 12 categories, `courses` courses (one in ten a draft) and `enrollments`
// enrollments spread over the published ones, ten per student at the default sizes.
import type pg from 'pg';

export const SCALE = {
  courses: Number(process.env.BENCH_COURSES ?? 10_000),
  enrollments: Number(process.env.BENCH_ENROLLMENTS ?? 200_000),
};
export const BENCH_STUDENTS = 20_000;

const TRIGRAM_INDEXES = ['courses_title_trgm_idx', 'courses_short_description_trgm_idx'];

export async function seedScale(pool: pg.Pool, { courses, enrollments } = SCALE) {
  const t0 = performance.now();
  // A bulk load: the trigram indexes take entries in their pending list and merge them once at
  // the end (VACUUM), instead of one by one for every course row the enrollments rewrite.
  for (const index of TRIGRAM_INDEXES) await pool.query(`alter index ${index} set (fastupdate = on)`);
  await pool.query(`
    insert into users (staff_id, full_name, role, password_hash)
    select 'BI-' || g, 'Bench Instructor ' || g, 'instructor', 'x' from generate_series(1, 200) g;
    insert into users (staff_id, full_name, role, password_hash)
    select 'BS-' || g, 'Bench Student ' || g, 'student', 'x' from generate_series(1, ${BENCH_STUDENTS}) g;
    insert into categories (name) select 'Category ' || g from generate_series(1, 12) g;
    insert into courses (title, short_description, description, price, level, duration_hours, status, category_id, instructor_id, created_at)
    select 'Course ' || g || ' ' || (array['Python','Design','Leadership','Cloud','Security','Data'])[1 + g % 6],
           'Learn ' || (array['python','figma','people','aws','networks','sql'])[1 + g % 6] || ' step by step',
           'Description ' || g, (g % 10) * 10, (array['beginner','intermediate','advanced'])[1 + g % 3], 1 + g % 40,
           case when g % 10 = 0 then 'draft' else 'published' end,
           (select id from categories order by name offset (g % 12) limit 1),
           (select id from users where lower(staff_id) = lower('BI-' || (1 + g % 200))),
           now() - (g || ' minutes')::interval
    from generate_series(1, ${courses}) g;
  `);
  await pool.query(`
    with s as (select id, row_number() over (order by id) as n from users where role = 'student'),
         c as (select id, row_number() over (order by id) as n from courses where status = 'published'),
         nc as (select count(*) as total from c)
    insert into enrollments (user_id, course_id)
    select s.id, c.id
    from generate_series(0, ${enrollments} - 1) g
    join s on s.n = 1 + g % ${BENCH_STUDENTS}
    join c on c.n = 1 + ((g / ${BENCH_STUDENTS}) * 7919 + g * 31) % (select total from nc)
    on conflict do nothing;
  `);
  // The courses' counters take the enrollments' deltas (migration 0017), as the app's enrollments do.
  await pool.query('select fold_course_enrollment_deltas()');
  await pool.query('vacuum analyze');
  for (const index of TRIGRAM_INDEXES) await pool.query(`alter index ${index} set (fastupdate = off)`);
  const { rows } = await pool.query<{ courses: string; enrollments: string }>(
    'select (select count(*) from courses) as courses, (select count(*) from enrollments) as enrollments',
  );
  console.log(
    `seeded ${rows[0]!.courses} courses, ${rows[0]!.enrollments} enrollments in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}
