// The quiz authoring feature's public entry (lint: import-x/no-restricted-paths in eslint.config.js).
import { lazy } from 'react';

export { QUESTION_TYPE_LABELS } from './question-type-labels';
export type { LessonQuizEditorProps } from './components/lesson-quiz-editor';
/** The quiz editor fixed on one lesson (the lesson editor's quiz type), in a chunk of its own. */
export const LessonQuizEditor = lazy(() => import('./components/lesson-quiz-editor'));
