DROP INDEX "courses_status_price_idx";--> statement-breakpoint
DROP INDEX "courses_status_popular_idx";--> statement-breakpoint
DROP INDEX "courses_status_created_idx";--> statement-breakpoint
DROP INDEX "courses_category_idx";--> statement-breakpoint
DROP INDEX "courses_instructor_idx";--> statement-breakpoint
CREATE INDEX "courses_status_price_asc_idx" ON "courses" USING btree ("status","price","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "courses_status_price_desc_idx" ON "courses" USING btree ("status","price" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "courses_status_popular_idx" ON "courses" USING btree ("status","enrollment_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "courses_status_created_idx" ON "courses" USING btree ("status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "courses_category_idx" ON "courses" USING btree ("category_id","status","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "courses_instructor_idx" ON "courses" USING btree ("instructor_id","created_at" DESC NULLS FIRST);