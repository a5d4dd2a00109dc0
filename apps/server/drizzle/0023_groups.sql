CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_name_not_blank" CHECK (length(trim("groups"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_entity_type_check";--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_name_lower_key" ON "groups" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK (action in ('user.created', 'user.role_changed', 'user.password_reset', 'user.deleted', 'import.started', 'import.finished', 'course.updated', 'course.status_changed', 'course.deleted', 'course.instructor_changed', 'curriculum.reordered', 'section.created', 'section.updated', 'section.deleted', 'lesson.created', 'lesson.updated', 'lesson.deleted', 'quiz.created', 'quiz.updated', 'quiz.status_changed', 'quiz.deleted', 'enrollment.status_changed', 'answer.graded', 'setting.featured_course_changed', 'category.created', 'category.renamed', 'category.deleted', 'group.created', 'group.renamed', 'group.deleted', 'group.members_added', 'group.member_removed'));--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_entity_type_check" CHECK (entity_type in ('user', 'course', 'section', 'lesson', 'quiz', 'enrollment', 'answer', 'category', 'group', 'setting', 'import'));