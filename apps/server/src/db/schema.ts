// The complete data model (spec section 3 of both documents). Enumerations come from @app/core
// and are enforced by check constraints; ranges too. Every list query the API runs has an index.
// One file per area in schema/; this file is the one place code and drizzle-kit import it from.
export * from './schema/people.js';
export * from './schema/courses.js';
export * from './schema/learning.js';
export * from './schema/site.js';
export * from './schema/quizzes.js';
export * from './schema/media.js';
export * from './schema/admin.js';
export * from './schema/notifications.js';
export * from './schema/assignments.js';
