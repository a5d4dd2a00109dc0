CREATE TABLE "notification_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"course_updates" boolean DEFAULT true NOT NULL,
	"new_messages" boolean DEFAULT true NOT NULL,
	"marketing_emails" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK (kind in ('answer_graded', 'quiz_graded', 'certificate_issued', 'enrollment_deactivated', 'enrollment_restored', 'new_lessons', 'grading_needed', 'new_enrollment')),
	CONSTRAINT "notifications_data_object" CHECK (jsonb_typeof("notifications"."data") = 'object')
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread_idx" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "notifications"."read_at" is null;--> statement-breakpoint
-- Live delivery (modules/notifications/live): every server process LISTENs on one channel. NOTIFY
-- is transactional, so a notification is announced only when the transaction that wrote it
-- commits, and never for one rolled back. One message per new row names its recipient and what
-- the web app refreshes; one per recipient whose read marks changed (another tab's count).
CREATE FUNCTION notifications_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('learnflix_live', json_build_object(
      't', 'n', 'u', n.recipient_id, 'k', n.kind,
      'c', n.data->>'courseId', 'q', n.data->>'quizId', 'a', n.data->>'attemptId')::text)
      FROM new_rows n;
  ELSE
    PERFORM pg_notify('learnflix_live', json_build_object('t', 'r', 'u', r.recipient_id)::text)
      FROM (SELECT DISTINCT n.recipient_id FROM new_rows n JOIN old_rows o ON o.id = n.id
             WHERE n.read_at IS DISTINCT FROM o.read_at) r;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notifications_announce_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_announce();
--> statement-breakpoint
CREATE TRIGGER notifications_announce_update AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_announce();
--> statement-breakpoint
-- A session deleted anywhere (sign-out, a password change, a deleted user, the expiry purge) ends
-- its live streams in every process: its token hashes, 100 to a message (NOTIFY's payload stays
-- under 8,000 bytes).
CREATE FUNCTION sessions_announce_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('learnflix_live', json_build_object('t', 's', 's', json_agg(g.token_hash))::text)
    FROM (SELECT token_hash, (row_number() OVER () - 1) / 100 AS chunk FROM old_rows) g
   GROUP BY g.chunk;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_revoked AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_announce_revoked();
