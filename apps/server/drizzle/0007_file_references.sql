ALTER TABLE "courses" ADD COLUMN "thumbnail_file_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "avatar_file_id" uuid;--> statement-breakpoint
-- Our own files were referenced by their '/api/files/{id}' path; they become ids. A path that
-- names no public file only ever showed a broken image, so it is cleared, as is anything else that
-- is not an http(s) URL: from now on the URL columns hold external addresses only.
UPDATE "users" u SET "avatar_file_id" = f."id", "avatar_url" = NULL
FROM "files" f
WHERE u."avatar_url" ~* '^/api/files/[0-9a-f-]{36}$' AND f."id"::text = lower(substring(u."avatar_url" from 12)) AND f."is_public";--> statement-breakpoint
UPDATE "users" SET "avatar_url" = NULL WHERE "avatar_url" IS NOT NULL AND "avatar_url" !~* '^https?://';--> statement-breakpoint
UPDATE "courses" c SET "thumbnail_file_id" = f."id", "thumbnail_url" = NULL
FROM "files" f
WHERE c."thumbnail_url" ~* '^/api/files/[0-9a-f-]{36}$' AND f."id"::text = lower(substring(c."thumbnail_url" from 12)) AND f."is_public";--> statement-breakpoint
UPDATE "courses" SET "thumbnail_url" = NULL WHERE "thumbnail_url" IS NOT NULL AND "thumbnail_url" !~* '^https?://';--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_file_id_files_id_fk" FOREIGN KEY ("avatar_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courses_thumbnail_file_idx" ON "courses" USING btree ("thumbnail_file_id");--> statement-breakpoint
CREATE INDEX "users_avatar_file_idx" ON "users" USING btree ("avatar_file_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_thumbnail_one_source" CHECK ("courses"."thumbnail_url" is null or ("courses"."thumbnail_file_id" is null and "courses"."thumbnail_url" ~* '^https?://'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_one_source" CHECK ("users"."avatar_url" is null or ("users"."avatar_file_id" is null and "users"."avatar_url" ~* '^https?://'));
