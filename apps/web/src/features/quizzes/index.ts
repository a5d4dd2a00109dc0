// The quiz-taking feature's public entry (lint: import-x/no-restricted-paths in eslint.config.js).
import { lazy } from 'react';

export { quizKeys } from './api/keys';
export { CourseQuizList } from './components/course-quiz-list';
export { QuizStatusBadge } from './components/quiz-status-badge';

/** The quiz runner (taking, timer, results), loaded with the first quiz opened, not with the page that offers it. */
export const QuizRunner = lazy(() => import('./components/quiz-runner'));
