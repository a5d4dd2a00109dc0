// Assigned training's public entry (lint: import-x/no-restricted-paths in eslint.config.js): the
// Assign dialog, a course's list of assignments and the compliance report, for the course
// management screens (a course's own report page is instructor-courses'). The admin's report page
// is a route module (routes/), loaded by the router.
export { AssignCourseDialog, type AssignableCourse } from './components/assign-course-dialog';
export { CourseAssignments } from './components/course-assignments';
export { ComplianceReport } from './components/compliance-report';
