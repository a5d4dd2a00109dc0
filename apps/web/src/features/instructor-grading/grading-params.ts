/** The grading screen opened on one question in "Grade by question" mode. */
export const gradeQuestionHref = (questionId: string) =>
  `/instructor/subjective-evaluation?mode=question&question=${encodeURIComponent(questionId)}`;
