import type { ContentType, CourseLevel, CourseStatus, TranscodeState } from '@app/core';

// Names on screen for stored values: labels, never decisions.
export const LEVEL_LABELS: Record<CourseLevel, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };
export const STATUS_LABELS: Record<CourseStatus, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = { video: 'Video', audio: 'Audio', pdf: 'PDF', text: 'Text', quiz: 'Quiz' };
/** A lesson file's streaming copies, as the Curriculum Builder's rows name their state. */
export const STREAMING_STATE_LABELS: Record<TranscodeState, string> = {
  queued: 'Queued',
  processing: 'Processing',
  ready: 'Streaming ready',
  failed: 'Failed',
};
