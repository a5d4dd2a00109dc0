// The quiz authoring feature's public entry (lint: import-x/no-restricted-paths in eslint.config.js).
export { QUESTION_TYPE_LABELS } from './question-type-labels';
