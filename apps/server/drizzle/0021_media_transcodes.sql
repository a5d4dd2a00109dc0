CREATE TABLE "media_transcodes" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"run_id" uuid,
	"heartbeat_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"outputs" jsonb,
	"requested_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "media_transcodes_kind_check" CHECK (kind in ('video', 'audio')),
	CONSTRAINT "media_transcodes_state_check" CHECK (state in ('queued', 'processing', 'ready', 'failed')),
	CONSTRAINT "media_transcodes_progress_check" CHECK ("media_transcodes"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_transcodes" ADD CONSTRAINT "media_transcodes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_transcodes_processing_idx" ON "media_transcodes" USING btree ("heartbeat_at") WHERE "media_transcodes"."state" = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "media_transcodes_run_idx" ON "media_transcodes" USING btree ("run_id");