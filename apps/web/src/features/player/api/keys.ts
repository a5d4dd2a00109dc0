/** Query keys of the course player: the course's curriculum with the learner's state, and lessons. */
export const playerKeys = {
  all: ['player'] as const,
  course: (courseId: string) => ['player', 'course', courseId] as const,
  lesson: (lessonId: string) => ['player', 'lesson', lessonId] as const,
  /** A stream's storyboard, by its signed link: outside `all`, which live updates refetch, as it never changes. */
  storyboard: (url: string) => ['player-storyboard', url] as const,
  /** A caption file's cues, by its address: outside `all` too (a lesson's refetch brings the same address). */
  captions: (url: string) => ['player-captions', url] as const,
};
