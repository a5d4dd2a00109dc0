// Captions of video and audio lessons (docs/video.md, "Captions"): instructors upload one WebVTT or
// SRT file per lesson and language; learners get the tracks with the lesson and pick one, which is
// remembered for them.
//
//   GET    /api/instructor/lessons/{id}/captions                     lessonCaptionsResponse
//   PUT    /api/instructor/lessons/{id}/captions/{language}?label=   multipart `file` -> captionSaveResponse (400 bad file)
//   DELETE /api/instructor/lessons/{id}/captions/{language}          { message }
//   GET    /api/lessons/{id}/captions/{language}.vtt                 text/vtt, to whoever may open the lesson
//   PUT    /api/profile/caption-language                             captionLanguageInput -> captionLanguageInput
import { z } from 'zod';
import { requiredText } from './fields.js';

/** At most this big, as uploaded: an hour of dense speech is ~100 KB. */
export const CAPTION_FILE_MAX_BYTES = 1024 * 1024;
export const CAPTION_MAX_CUES = 10_000;
export const CAPTION_CUE_MAX_CHARS = 500;

/** A BCP 47 language tag as players take it: `en`, `es`, `pt-BR`, `zh-Hant`. */
export const captionLanguage = z
  .string({ error: 'Language must be a language code such as en or pt-BR' })
  .max(35, 'Language must be a language code such as en or pt-BR')
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Language must be a language code such as en or pt-BR');

export const captionLabel = requiredText('Label', 50);

export const captionUploadQuery = z.object({ label: captionLabel });

/** A caption track as the player gets it with the lesson. */
export const captionTrack = z.object({ language: z.string(), label: z.string(), url: z.string() });
export type CaptionTrack = z.infer<typeof captionTrack>;

/** A lesson's caption file as its instructor sees it. */
export const authoringCaption = z.object({
  language: z.string(),
  label: z.string(),
  cueCount: z.number().int(),
  updatedAt: z.string(),
  url: z.string(),
});
export type AuthoringCaption = z.infer<typeof authoringCaption>;

export const lessonCaptionsResponse = z.object({ captions: z.array(authoringCaption) });
export type LessonCaptionsResponse = z.infer<typeof lessonCaptionsResponse>;

export const captionSaveResponse = z.object({ caption: authoringCaption, message: z.string() });
export type CaptionSaveResponse = z.infer<typeof captionSaveResponse>;

/** The learner's caption choice, remembered: a language, or null for captions off. */
export const captionLanguageInput = z.object({ language: captionLanguage.nullable() });
export type CaptionLanguageInput = z.infer<typeof captionLanguageInput>;
