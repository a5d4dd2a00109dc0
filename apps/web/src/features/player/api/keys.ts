/** Query keys of the course player: the course's curriculum with the learner's state, and lessons. */
export const playerKeys = {
  all: ['player'] as const,
  course: (courseId: string) => ['player', 'course', courseId] as const,
  lesson: (lessonId: string) => ['player', 'lesson', lessonId] as const,
};
