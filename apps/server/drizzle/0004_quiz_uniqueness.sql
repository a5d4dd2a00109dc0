DROP INDEX "quizzes_lesson_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_lesson_key" ON "quizzes" USING btree ("lesson_id") WHERE "quizzes"."lesson_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_course_assessment_key" ON "quizzes" USING btree ("course_id") WHERE "quizzes"."quiz_type" = 'course';