CREATE TABLE "course_enrollment_deltas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "course_enrollment_deltas_course_idx" ON "course_enrollment_deltas" USING btree ("course_id");--> statement-breakpoint
-- Concurrent enrollments in one course no longer queue on its row (issue 24): the counter's trigger
-- appends a delta instead of updating courses.enrollment_count, which held the course row from the
-- insert to the commit, so every enrollment in a course waited for the one before it. The deltas
-- are added in by fold_course_enrollment_deltas, after the enrolling transaction has committed.
CREATE OR REPLACE FUNCTION course_enrollments_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO course_enrollment_deltas (course_id, delta) SELECT course_id, count(*)::int FROM new_rows GROUP BY course_id;
  ELSE
    INSERT INTO course_enrollment_deltas (course_id, delta) SELECT course_id, -count(*)::int FROM old_rows GROUP BY course_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Adds the pending deltas of the given courses (all courses with deltas when null) into their
-- counters, in one statement. A course whose row another transaction holds (a fold, an edit) is
-- skipped, never waited for: its deltas stay for the next fold. Deltas of deleted courses are dropped.
CREATE FUNCTION fold_course_enrollment_deltas(ids uuid[] DEFAULT NULL) RETURNS void LANGUAGE sql AS $$
  WITH target AS (
    SELECT c.id FROM courses c
     WHERE CASE WHEN ids IS NULL THEN c.id IN (SELECT d.course_id FROM course_enrollment_deltas d) ELSE c.id = ANY (ids) END
     FOR NO KEY UPDATE SKIP LOCKED),
  gone AS (
    DELETE FROM course_enrollment_deltas d USING target t WHERE d.course_id = t.id RETURNING d.course_id, d.delta),
  orphans AS (
    DELETE FROM course_enrollment_deltas d
     WHERE ids IS NULL AND NOT EXISTS (SELECT 1 FROM courses c WHERE c.id = d.course_id)),
  sums AS (SELECT course_id, sum(delta)::int AS n FROM gone GROUP BY course_id)
  UPDATE courses c SET enrollment_count = greatest(c.enrollment_count + s.n, 0) FROM sums s WHERE c.id = s.course_id;
$$;
