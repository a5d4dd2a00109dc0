export * from './abilities.js';
export * from './course.js';
export * from './enrollment.js';
export * from './home.js';
export * from './quiz.js';
export * from './user.js';
export * from './platform.js';
export * from './audit.js';
