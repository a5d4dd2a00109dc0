ALTER TABLE "quiz_attempts" ADD COLUMN "question_order" uuid[];--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "option_order" jsonb;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "shuffle_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "shuffle_options" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_option_order_check" CHECK ("quiz_attempts"."option_order" is null or jsonb_typeof("quiz_attempts"."option_order") = 'object');