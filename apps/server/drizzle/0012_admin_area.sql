CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_staff_id" text,
	"actor_name" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"entity_label" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	CONSTRAINT "audit_events_action_check" CHECK (action in ('user.created', 'user.role_changed', 'user.password_reset', 'user.deleted', 'import.started', 'import.finished', 'course.status_changed', 'course.deleted', 'course.instructor_changed', 'setting.featured_course_changed', 'category.created', 'category.renamed', 'category.deleted')),
	CONSTRAINT "audit_events_entity_type_check" CHECK (entity_type in ('user', 'course', 'category', 'setting', 'import'))
);
--> statement-breakpoint
CREATE TABLE "user_import_rows" (
	"import_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"staff_id" text NOT NULL,
	"full_name" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"result" text,
	"result_reason" text,
	"user_id" uuid,
	CONSTRAINT "user_import_rows_import_id_line_pk" PRIMARY KEY("import_id","line"),
	CONSTRAINT "user_import_rows_outcome_check" CHECK (outcome in ('create', 'exists', 'duplicate', 'invalid')),
	CONSTRAINT "user_import_rows_result_check" CHECK ("user_import_rows"."result" is null or result in ('created', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "user_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"total_rows" integer NOT NULL,
	"to_create" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "user_imports_status_check" CHECK (status in ('previewed', 'queued', 'running', 'finished', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "certificates_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_import_rows" ADD CONSTRAINT "user_import_rows_import_id_user_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."user_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_import_rows" ADD CONSTRAINT "user_import_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_imports" ADD CONSTRAINT "user_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_occurred_idx" ON "audit_events" USING btree ("occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_type","entity_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_import_rows_pending_idx" ON "user_import_rows" USING btree ("import_id","line") WHERE "user_import_rows"."result" is null;--> statement-breakpoint
CREATE INDEX "user_import_rows_result_idx" ON "user_import_rows" USING btree ("import_id","result","line");--> statement-breakpoint
CREATE INDEX "user_imports_created_idx" ON "user_imports" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_reviews_created_idx" ON "course_reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_name_id_idx" ON "users" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "users_role_name_id_idx" ON "users" USING btree ("role","full_name","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_staff_id_trgm_idx" ON "users" USING gin ("staff_id" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_password_or_first_sign_in" CHECK ("users"."password_hash" is not null or "users"."must_change_password");