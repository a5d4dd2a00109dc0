CREATE TABLE "lesson_captions" (
	"lesson_id" uuid NOT NULL,
	"language" text NOT NULL,
	"label" text NOT NULL,
	"vtt" text NOT NULL,
	"cue_count" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_captions_lesson_id_language_pk" PRIMARY KEY("lesson_id","language"),
	CONSTRAINT "lesson_captions_language_check" CHECK ("lesson_captions"."language" ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$' and length("lesson_captions"."language") <= 35),
	CONSTRAINT "lesson_captions_label_check" CHECK (length("lesson_captions"."label") between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "caption_language" text;--> statement-breakpoint
ALTER TABLE "lesson_captions" ADD CONSTRAINT "lesson_captions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_captions" ADD CONSTRAINT "lesson_captions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;