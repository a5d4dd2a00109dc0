// The demo's streamed lesson ('Welcome and course tour', a free lesson of 'Modern JavaScript from
// Scratch'), which the server's worker turns into an HLS ladder some seconds after it starts, with
// captions in English and Spanish from the seed. Shared by the streaming and the captions journeys.
import type { APIRequestContext } from '@playwright/test';
import { expect, getJson } from './fixtures.js';

export const STREAMED = { COURSE: 'Modern JavaScript from Scratch', LESSON: 'Welcome and course tour' } as const;

export interface Stream {
  masterUrl: string;
  posterUrl: string | null;
  storyboardUrl: string | null;
  renditions: { name: string; width: number; height: number }[];
}

/** The course and its streamed lesson, once the worker has made the lesson's stream (polled: up to 2 minutes after the server started). */
export async function streamedLesson(request: APIRequestContext) {
  const { courses } = await getJson<{ courses: { id: string; title: string }[] }>(
    request,
    `/api/courses?q=${encodeURIComponent('Modern JavaScript')}`,
  );
  const course = courses.find((c) => c.title === STREAMED.COURSE)!;
  expect(course, 'the demo seed has the course').toBeTruthy();
  const player = await getJson<{ sections: { lessons: { id: string; title: string; isFree: boolean }[] }[] }>(
    request,
    `/api/courses/${course.id}/player`,
  );
  const lesson = player.sections.flatMap((s) => s.lessons).find((l) => l.title === STREAMED.LESSON)!;
  expect(lesson.isFree).toBe(true);
  let stream: Stream | null = null;
  await expect
    .poll(
      async () => {
        stream = (await getJson<{ stream: Stream | null }>(request, `/api/lessons/${lesson.id}`)).stream;
        return stream !== null;
      },
      { message: 'the worker made the demo lesson’s stream', timeout: 120_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(true);
  return { course, lesson, stream: stream! };
}
