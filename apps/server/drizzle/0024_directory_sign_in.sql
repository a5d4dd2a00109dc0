CREATE TABLE "oidc_sign_ins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"directory" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_directory_subject_pk" PRIMARY KEY("directory","subject"),
	CONSTRAINT "user_identities_directory_check" CHECK (directory in ('oidc', 'ldap'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_password_or_first_sign_in";--> statement-breakpoint
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_action_check";--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "managed_by" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "directory" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "directory" text;--> statement-breakpoint
ALTER TABLE "user_import_rows" ADD COLUMN "group_name" text;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_sign_ins_expires_idx" ON "oidc_sign_ins" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_user_directory_key" ON "user_identities" USING btree ("user_id","directory");--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_managed_by_check" CHECK (managed_by in ('oidc', 'ldap'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_directory_check" CHECK (directory in ('oidc', 'ldap'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_password_or_first_sign_in" CHECK ("users"."password_hash" is not null or "users"."must_change_password" or "users"."directory" is not null);--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check" CHECK (action in ('user.created', 'user.role_changed', 'user.password_reset', 'user.deleted', 'user.updated_from_directory', 'user.directory_linked', 'import.started', 'import.finished', 'course.updated', 'course.status_changed', 'course.deleted', 'course.instructor_changed', 'curriculum.reordered', 'section.created', 'section.updated', 'section.deleted', 'lesson.created', 'lesson.updated', 'lesson.deleted', 'quiz.created', 'quiz.updated', 'quiz.status_changed', 'quiz.deleted', 'enrollment.status_changed', 'answer.graded', 'setting.featured_course_changed', 'category.created', 'category.renamed', 'category.deleted', 'group.created', 'group.renamed', 'group.deleted', 'group.members_added', 'group.member_removed'));