ALTER TABLE "quizzes" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The exam-start storm (issue 26): each process keeps a quiz's questions and options in memory
-- and reads them again only when the quiz's content_version has moved. Any change of a question
-- or an option moves it, in the changing transaction, so a cache checked against the version read
-- with the rest of a request never serves questions older than that request's snapshot.
CREATE FUNCTION quiz_questions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE quizzes z SET content_version = z.content_version + 1 WHERE z.id IN (SELECT quiz_id FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE quizzes z SET content_version = z.content_version + 1
     WHERE z.id IN (SELECT quiz_id FROM new_rows UNION SELECT quiz_id FROM old_rows);
  ELSE
    UPDATE quizzes z SET content_version = z.content_version + 1 WHERE z.id IN (SELECT quiz_id FROM old_rows);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER quiz_questions_version_insert AFTER INSERT ON quiz_questions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_questions_changed();
--> statement-breakpoint
CREATE TRIGGER quiz_questions_version_update AFTER UPDATE ON quiz_questions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_questions_changed();
--> statement-breakpoint
CREATE TRIGGER quiz_questions_version_delete AFTER DELETE ON quiz_questions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_questions_changed();
--> statement-breakpoint
-- An option's quiz is its question's. A question deleted with its options has already moved the
-- version (the options' rows find no question then).
CREATE FUNCTION quiz_options_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE quizzes z SET content_version = z.content_version + 1
     WHERE z.id IN (SELECT q.quiz_id FROM quiz_questions q WHERE q.id IN (SELECT question_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE quizzes z SET content_version = z.content_version + 1
     WHERE z.id IN (SELECT q.quiz_id FROM quiz_questions q
                     WHERE q.id IN (SELECT question_id FROM new_rows UNION SELECT question_id FROM old_rows));
  ELSE
    UPDATE quizzes z SET content_version = z.content_version + 1
     WHERE z.id IN (SELECT q.quiz_id FROM quiz_questions q WHERE q.id IN (SELECT question_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER quiz_options_version_insert AFTER INSERT ON quiz_question_options REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_options_changed();
--> statement-breakpoint
CREATE TRIGGER quiz_options_version_update AFTER UPDATE ON quiz_question_options REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_options_changed();
--> statement-breakpoint
CREATE TRIGGER quiz_options_version_delete AFTER DELETE ON quiz_question_options REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION quiz_options_changed();
