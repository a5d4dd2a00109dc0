DROP INDEX "enrollments_course_idx";--> statement-breakpoint
CREATE INDEX "enrollments_course_enrolled_idx" ON "enrollments" USING btree ("course_id","enrolled_at","id");--> statement-breakpoint
CREATE INDEX "enrollments_course_progress_idx" ON "enrollments" USING btree ("course_id","progress_percentage","id");--> statement-breakpoint
CREATE INDEX "enrollments_course_activity_idx" ON "enrollments" USING btree ("course_id",coalesce("last_accessed_at", "enrolled_at"),"id");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_email_desc_idx" ON "users" USING btree ("email" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enrollments_course_idx" ON "enrollments" USING btree ("course_id","status","id");