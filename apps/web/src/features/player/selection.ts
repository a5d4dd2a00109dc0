import type { PlayerResponse } from '@app/core';

/** The `?lesson=` value of the final Course Assessment. */
export const ASSESSMENT = 'assessment';

/** The open lesson lives in the address: links can be shared, and Back returns to the previous lesson. */
export const lessonHref = (id: string) => `?lesson=${encodeURIComponent(id)}`;

export type PlayerLessonItem = PlayerResponse['sections'][number]['lessons'][number];

/** Every lesson in the order learners take them. */
export const flatLessons = (player: PlayerResponse): PlayerLessonItem[] => player.sections.flatMap((s) => s.lessons);

/** What opens without a `?lesson=`: the first unlocked lesson of the curriculum (spec section 4). */
export function defaultLessonId(player: PlayerResponse): string | null {
  return flatLessons(player).find((l) => !l.isLocked)?.id ?? null;
}
