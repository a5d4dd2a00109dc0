// The student monitoring feature's public entry (lint: import-x/no-restricted-paths in eslint.config.js).
// Its pages are route modules (routes/); other features use only the course picker and its query,
// the group select with its choices, and the groups' options themselves.
export { monitoredCoursesQueryOptions, useMonitoredCourses } from './api/get-monitored-courses';
export { CoursePicker, type PickedCourse } from './components/course-picker';
export { GroupSelect, useGroupChoices } from './components/group-select';
export { groupOptionsQueryOptions, useGroupOptions } from './api/get-group-options';
