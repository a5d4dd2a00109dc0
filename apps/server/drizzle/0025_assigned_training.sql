CREATE TABLE "email_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_messages_kind_check" CHECK (kind in ('assigned', 'reminder', 'overdue', 'recertification_due', 'answer_graded', 'certificate_issued', 'digest')),
	CONSTRAINT "email_messages_status_check" CHECK (status in ('queued', 'held', 'sent', 'failed')),
	CONSTRAINT "email_messages_data_object" CHECK (jsonb_typeof("email_messages"."data") = 'object')
);
--> statement-breakpoint
CREATE TABLE "assignment_cycles" (
	"learner_assignment_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"due_on" date NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_on" date,
	"closed_at" timestamp with time zone NOT NULL,
	"lessons" jsonb NOT NULL,
	"attempts" jsonb NOT NULL,
	CONSTRAINT "assignment_cycles_learner_assignment_id_cycle_pk" PRIMARY KEY("learner_assignment_id","cycle")
);
--> statement-breakpoint
CREATE TABLE "assignment_notices" (
	"learner_assignment_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"notice" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assignment_notices_learner_assignment_id_cycle_notice_pk" PRIMARY KEY("learner_assignment_id","cycle","notice")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"group_id" uuid,
	"group_name" text,
	"due_on" date,
	"due_days" integer,
	"recert_months" integer,
	"state" text DEFAULT 'done' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_due_one" CHECK (("assignments"."due_on" is null) <> ("assignments"."due_days" is null)),
	CONSTRAINT "assignments_due_days_check" CHECK ("assignments"."due_days" between 1 and 730),
	CONSTRAINT "assignments_recert_check" CHECK ("assignments"."recert_months" between 1 and 120),
	CONSTRAINT "assignments_state_check" CHECK ("assignments"."state" in ('assigning', 'done'))
);
--> statement-breakpoint
CREATE TABLE "learner_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"cycle" integer DEFAULT 1 NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL,
	"recert_months" integer,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_on" date,
	"waived_at" timestamp with time zone,
	"waived_by" uuid,
	"waiver_reason" text,
	CONSTRAINT "learner_assignments_cycle_check" CHECK ("learner_assignments"."cycle" >= 1),
	CONSTRAINT "learner_assignments_progress_check" CHECK ("learner_assignments"."progress" between 0 and 100),
	CONSTRAINT "learner_assignments_waiver_check" CHECK (("learner_assignments"."waived_at" is null) = ("learner_assignments"."waiver_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_entity_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
DROP INDEX "certificates_user_course_key";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "cycle" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "cycle" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "email_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_cycles" ADD CONSTRAINT "assignment_cycles_learner_assignment_id_learner_assignments_id_fk" FOREIGN KEY ("learner_assignment_id") REFERENCES "public"."learner_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_notices" ADD CONSTRAINT "assignment_notices_learner_assignment_id_learner_assignments_id_fk" FOREIGN KEY ("learner_assignment_id") REFERENCES "public"."learner_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_assignments" ADD CONSTRAINT "learner_assignments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_assignments" ADD CONSTRAINT "learner_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_assignments" ADD CONSTRAINT "learner_assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_assignments" ADD CONSTRAINT "learner_assignments_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_dedupe_key" ON "email_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "email_messages_held_idx" ON "email_messages" USING btree ("user_id","created_at") WHERE "email_messages"."status" = 'held';--> statement-breakpoint
CREATE INDEX "email_messages_user_idx" ON "email_messages" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignments_course_idx" ON "assignments" USING btree ("course_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignments_group_idx" ON "assignments" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learner_assignments_user_course_key" ON "learner_assignments" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "learner_assignments_assignment_idx" ON "learner_assignments" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "learner_assignments_course_due_idx" ON "learner_assignments" USING btree ("course_id","due_on","id");--> statement-breakpoint
CREATE INDEX "learner_assignments_due_idx" ON "learner_assignments" USING btree ("due_on","id");--> statement-breakpoint
CREATE INDEX "learner_assignments_open_due_idx" ON "learner_assignments" USING btree ("due_on","id") WHERE "learner_assignments"."completed_at" is null and "learner_assignments"."waived_at" is null;--> statement-breakpoint
CREATE INDEX "learner_assignments_expires_idx" ON "learner_assignments" USING btree ("expires_on") WHERE "learner_assignments"."expires_on" is not null and "learner_assignments"."waived_at" is null;--> statement-breakpoint
CREATE INDEX "learner_assignments_completed_idx" ON "learner_assignments" USING btree ("completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_course_cycle_key" ON "certificates" USING btree ("user_id","course_id","cycle");--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK (action in ('user.created', 'user.role_changed', 'user.password_reset', 'user.deleted', 'user.updated_from_directory', 'user.directory_linked', 'import.started', 'import.finished', 'course.updated', 'course.status_changed', 'course.deleted', 'course.instructor_changed', 'curriculum.reordered', 'section.created', 'section.updated', 'section.deleted', 'lesson.created', 'lesson.updated', 'lesson.deleted', 'quiz.created', 'quiz.updated', 'quiz.status_changed', 'quiz.deleted', 'enrollment.status_changed', 'answer.graded', 'setting.featured_course_changed', 'category.created', 'category.renamed', 'category.deleted', 'group.created', 'group.renamed', 'group.deleted', 'group.members_added', 'group.member_removed', 'assignment.created', 'assignment.waived'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_entity_type_check" CHECK (entity_type in ('user', 'course', 'section', 'lesson', 'quiz', 'enrollment', 'answer', 'category', 'group', 'setting', 'import', 'assignment'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK (kind in ('answer_graded', 'quiz_graded', 'certificate_issued', 'enrollment_deactivated', 'enrollment_restored', 'new_lessons', 'grading_needed', 'new_enrollment', 'course_assigned', 'assignment_due', 'assignment_overdue', 'recertification_due'));
--> statement-breakpoint
-- A learner's assignment follows their enrollment in the course (issue 30): its progress, and the
-- completion of the cycle with the date recertification is due. One trigger, whichever code path
-- moves the enrollment (a lesson, a quiz, a grade, a curriculum change), so the report reads
-- learner_assignments alone.
CREATE FUNCTION learner_assignment_follows_enrollment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE learner_assignments la
     SET progress = NEW.progress_percentage,
         completed_at = coalesce(la.completed_at, NEW.completed_at),
         expires_on = CASE WHEN la.completed_at IS NULL AND NEW.completed_at IS NOT NULL AND la.recert_months IS NOT NULL
                           THEN ((NEW.completed_at AT TIME ZONE 'UTC')::date + make_interval(months => la.recert_months))::date
                           ELSE la.expires_on END
   WHERE la.user_id = NEW.user_id AND la.course_id = NEW.course_id AND la.cycle = NEW.cycle
     AND (la.progress IS DISTINCT FROM NEW.progress_percentage OR (la.completed_at IS NULL AND NEW.completed_at IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enrollments_move_learner_assignments AFTER UPDATE OF progress_percentage, completed_at ON enrollments
  FOR EACH ROW WHEN (OLD.progress_percentage IS DISTINCT FROM NEW.progress_percentage OR OLD.completed_at IS DISTINCT FROM NEW.completed_at)
  EXECUTE FUNCTION learner_assignment_follows_enrollment();
