CREATE TABLE "file_variants" (
	"file_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"variant_file_id" uuid NOT NULL,
	CONSTRAINT "file_variants_file_id_width_pk" PRIMARY KEY("file_id","width"),
	CONSTRAINT "file_variants_width_check" CHECK ("file_variants"."width" > 0)
);
--> statement-breakpoint
CREATE TABLE "lesson_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid,
	"uploaded_by" uuid NOT NULL,
	"size" bigint NOT NULL,
	"upload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_uploads_size_check" CHECK ("lesson_uploads"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "file_variants" ADD CONSTRAINT "file_variants_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_variants" ADD CONSTRAINT "file_variants_variant_file_id_files_id_fk" FOREIGN KEY ("variant_file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_uploads" ADD CONSTRAINT "lesson_uploads_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_uploads" ADD CONSTRAINT "lesson_uploads_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_uploads" ADD CONSTRAINT "lesson_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_variants_variant_key" ON "file_variants" USING btree ("variant_file_id");--> statement-breakpoint
CREATE INDEX "lesson_uploads_created_idx" ON "lesson_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lesson_uploads_course_idx" ON "lesson_uploads" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lesson_uploads_uploaded_by_idx" ON "lesson_uploads" USING btree ("uploaded_by");