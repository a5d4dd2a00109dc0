// When the Curriculum Builder and the lesson dialog refresh themselves: every few seconds while a
// lesson's file is queued or being processed for streaming, never otherwise.
import type { AuthoringCurriculum, AuthoringLesson, TranscodeStatus } from '@app/core';
import { describe, expect, it } from 'vitest';
import { curriculumQueryOptions } from './get-curriculum';
import { authoringLessonQueryOptions } from './get-lesson';
import { curriculumRefetchInterval, isStreamingInProgress, lessonRefetchInterval, STREAMING_POLL_MS } from './streaming-poll';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const status = (state: TranscodeStatus['state'], progress = 0): TranscodeStatus => ({
  state,
  progress,
  error: state === 'failed' ? 'ffprobe could not read the file: moov atom not found' : null,
});

function lesson(n: number, streaming: TranscodeStatus | null | 'no file'): AuthoringLesson {
  return {
    id: uuid(n),
    sectionId: uuid(1),
    title: `Lesson ${n}`,
    description: null,
    contentType: 'video',
    videoUrl: null,
    file: streaming === 'no file' ? null : { id: uuid(100 + n), name: `${n}.mp4`, size: 1000, mimeType: 'video/mp4', streaming },
    durationMinutes: 1,
    isFree: false,
    orderIndex: n,
    quizId: null,
  };
}

function curriculum(...sections: AuthoringLesson[][]): AuthoringCurriculum {
  return {
    courseId: uuid(0),
    version: 'v1',
    sections: sections.map((lessons, i) => ({
      id: uuid(10 + i),
      title: `S${i}`,
      description: null,
      isPublished: true,
      orderIndex: i,
      lessons,
    })),
  };
}

describe('isStreamingInProgress', () => {
  it.each([
    ['queued', true],
    ['processing', true],
    ['ready', false],
    ['failed', false],
  ] as const)('%s: %s', (state, expected) => expect(isStreamingInProgress(status(state))).toBe(expected));

  it('a file without streaming copies (a PDF), or no file at all, is not in progress', () => {
    expect(isStreamingInProgress(null)).toBe(false);
    expect(isStreamingInProgress(undefined)).toBe(false);
  });
});

describe('curriculumRefetchInterval', () => {
  it('polls while any lesson of any section is queued or processing', () => {
    expect(curriculumRefetchInterval(curriculum([lesson(1, status('ready'))], [lesson(2, status('queued'))]))).toBe(STREAMING_POLL_MS);
    expect(curriculumRefetchInterval(curriculum([lesson(1, status('processing', 42)), lesson(2, status('failed'))]))).toBe(
      STREAMING_POLL_MS,
    );
  });

  it('stops once every file is ready or failed, and never starts without one in progress', () => {
    expect(curriculumRefetchInterval(curriculum([lesson(1, status('ready')), lesson(2, status('failed'))]))).toBe(false);
    expect(curriculumRefetchInterval(curriculum([lesson(1, null), lesson(2, 'no file')], []))).toBe(false);
    expect(curriculumRefetchInterval(curriculum())).toBe(false);
  });

  it('does not poll before the first answer', () => expect(curriculumRefetchInterval(undefined)).toBe(false));

  it('is what the curriculum query refreshes by', () => {
    const { refetchInterval } = curriculumQueryOptions(uuid(0));
    const asked = (data: AuthoringCurriculum | undefined) =>
      typeof refetchInterval === 'function' ? refetchInterval({ state: { data } } as never) : refetchInterval;
    expect(asked(curriculum([lesson(1, status('processing', 10))]))).toBe(STREAMING_POLL_MS);
    expect(asked(curriculum([lesson(1, status('ready'))]))).toBe(false);
  });
});

describe('lessonRefetchInterval', () => {
  it('polls the open lesson while its own file is queued or processing', () => {
    expect(lessonRefetchInterval(lesson(1, status('queued')))).toBe(STREAMING_POLL_MS);
    expect(lessonRefetchInterval(lesson(1, status('processing', 99)))).toBe(STREAMING_POLL_MS);
  });

  it('does not poll a finished, failed, file-less or not yet loaded lesson', () => {
    expect(lessonRefetchInterval(lesson(1, status('ready')))).toBe(false);
    expect(lessonRefetchInterval(lesson(1, status('failed')))).toBe(false);
    expect(lessonRefetchInterval(lesson(1, null))).toBe(false);
    expect(lessonRefetchInterval(lesson(1, 'no file'))).toBe(false);
    expect(lessonRefetchInterval(undefined)).toBe(false);
  });

  it('is what the lesson query refreshes by', () => {
    const { refetchInterval } = authoringLessonQueryOptions(uuid(1));
    const data = { ...lesson(1, status('queued')), content: null };
    expect(typeof refetchInterval === 'function' && refetchInterval({ state: { data } } as never)).toBe(STREAMING_POLL_MS);
  });
});
