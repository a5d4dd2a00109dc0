// The courses feature's public entry: the catalogue's and the learner's course data, and the course
// cards and badges other screens show. Anything else in this folder is its own business (lint:
// import-x/no-restricted-paths in eslint.config.js).
export { useEnrollCourse } from './api/enroll-course';
export { useCategories } from './api/get-categories';
export { useHome } from './api/get-home';
export { useMyCourses } from './api/get-my-courses';
export { myAssignmentsQueryOptions, useMyAssignments } from './api/get-my-assignments';
export { AssignedRow } from './components/assigned-row';
export { AssignmentStatusBadge } from './components/assignment-status-badge';
export { courseKeys, myKeys } from './api/keys';
export { CoursePreviewProvider } from './components/course-preview-provider';
export { useOpenCoursePreview } from './components/course-preview-context';
export { CourseRow } from './components/course-row';
export { EnrolledCourseCard } from './components/enrolled-course-card';
export { CourseStatusNote, LEFT_CATALOGUE_NOTE, OUT_OF_CATALOGUE } from './components/course-status-note';
export { HeroBackground } from './components/hero-background';
export { CourseThumbnail } from './components/course-thumbnail';
export { LessonIcon, lessonDuration } from './components/lesson-meta';
export { EnrollmentStatusBadge, ProgressBadge } from './components/progress-badge';
