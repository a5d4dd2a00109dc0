ALTER TABLE "courses" ADD COLUMN "enrollment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "lesson_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "total_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_status_popular_idx" ON "courses" USING btree ("status","enrollment_count" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
-- Enrollment and review counters move by deltas: concurrent enrollments in one course then
-- serialise on the course row and never lose a count.
CREATE FUNCTION course_enrollments_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE courses c SET enrollment_count = c.enrollment_count + d.n
    FROM (SELECT course_id, count(*)::int AS n FROM new_rows GROUP BY course_id) d WHERE c.id = d.course_id;
  ELSE
    UPDATE courses c SET enrollment_count = greatest(c.enrollment_count - d.n, 0)
    FROM (SELECT course_id, count(*)::int AS n FROM old_rows GROUP BY course_id) d WHERE c.id = d.course_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enrollments_count_insert AFTER INSERT ON enrollments REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_enrollments_delta();
--> statement-breakpoint
CREATE TRIGGER enrollments_count_delete AFTER DELETE ON enrollments REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_enrollments_delta();
--> statement-breakpoint
CREATE FUNCTION course_reviews_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE courses c SET review_count = c.review_count + d.n, rating_sum = c.rating_sum + d.s
    FROM (SELECT course_id, count(*)::int AS n, sum(rating)::int AS s FROM new_rows GROUP BY course_id) d WHERE c.id = d.course_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE courses c SET review_count = greatest(c.review_count - d.n, 0), rating_sum = greatest(c.rating_sum - d.s, 0)
    FROM (SELECT course_id, count(*)::int AS n, sum(rating)::int AS s FROM old_rows GROUP BY course_id) d WHERE c.id = d.course_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER course_reviews_count_insert AFTER INSERT ON course_reviews REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_reviews_delta();
--> statement-breakpoint
CREATE TRIGGER course_reviews_count_update AFTER UPDATE ON course_reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_reviews_delta();
--> statement-breakpoint
CREATE TRIGGER course_reviews_count_delete AFTER DELETE ON course_reviews REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_reviews_delta();
--> statement-breakpoint
-- Lesson count and total minutes (published sections only) are recomputed for the courses a
-- curriculum edit touched; instructors edit one course at a time, so this stays cheap.
CREATE FUNCTION refresh_course_curriculum(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE courses c SET lesson_count = coalesce(a.n, 0), total_minutes = coalesce(a.m, 0)
  FROM (SELECT x.id, s.n, s.m FROM unnest(ids) AS x(id)
        LEFT JOIN (SELECT l.course_id, count(*)::int AS n, sum(l.duration_minutes)::int AS m
                   FROM lessons l JOIN sections sec ON sec.id = l.section_id
                   WHERE sec.is_published AND l.course_id = ANY(ids) GROUP BY l.course_id) s ON s.course_id = x.id) a
  WHERE c.id = a.id;
$$;
--> statement-breakpoint
CREATE FUNCTION course_curriculum_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_course_curriculum(array(SELECT DISTINCT course_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_course_curriculum(array(SELECT DISTINCT course_id FROM old_rows));
  ELSE
    PERFORM refresh_course_curriculum(array(SELECT course_id FROM new_rows UNION SELECT course_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lessons_curriculum_insert AFTER INSERT ON lessons REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_curriculum_changed();
--> statement-breakpoint
CREATE TRIGGER lessons_curriculum_update AFTER UPDATE ON lessons REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_curriculum_changed();
--> statement-breakpoint
CREATE TRIGGER lessons_curriculum_delete AFTER DELETE ON lessons REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_curriculum_changed();
--> statement-breakpoint
CREATE TRIGGER sections_curriculum_update AFTER UPDATE ON sections REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_curriculum_changed();
--> statement-breakpoint
CREATE TRIGGER sections_curriculum_delete AFTER DELETE ON sections REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_curriculum_changed();
--> statement-breakpoint
-- Catalogue search on title or short description without scanning every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX courses_search_trgm_idx ON courses USING gin ((title || ' ' || short_description) gin_trgm_ops);
