// Assigned training's public entry (lint: import-x/no-restricted-paths in eslint.config.js): the
// Assign dialog and a course's list of assignments, for the course management screens. The
// compliance report's pages are route modules (routes/), loaded by the router.
export { AssignCourseDialog, type AssignableCourse } from './components/assign-course-dialog';
export { CourseAssignments } from './components/course-assignments';
