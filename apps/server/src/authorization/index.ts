// Who may do what to which record, on the server (docs/architecture.md, "Architecture"). The answers
// come from core's policy, the one the web app asks too; these files turn them into HTTP
// refusals and into SQL conditions for "which records may this actor see".
export * from './answer.js';
export * from './course.js';
export * from './curriculum.js';
export * from './enrollment.js';
export * from './quiz.js';
export * from './user.js';
export * from './platform.js';
export * from './upload.js';
