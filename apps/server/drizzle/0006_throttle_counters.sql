-- One counter store for every throttle (sign-in failures, wrong current passwords, sign-ups).
-- The old sign-in counters are dropped, not carried over: they live for 15 minutes at most.
DROP TABLE "sign_in_failures" CASCADE;--> statement-breakpoint
CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
