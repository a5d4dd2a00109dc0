/** Query keys of course authoring: the dashboard, the course list, one course's overview, form, reviews and curriculum, one lesson. */
export const authoringCourseKeys = {
  all: ['instructor-courses'] as const,
  dashboard: () => ['instructor-courses', 'dashboard'] as const,
  lists: () => ['instructor-courses', 'list'] as const,
  list: (query: { q: string; page: number }) => ['instructor-courses', 'list', query] as const,
  course: (id: string) => ['instructor-courses', 'course', id] as const,
  overview: (id: string) => ['instructor-courses', 'course', id, 'overview'] as const,
  editable: (id: string) => ['instructor-courses', 'course', id, 'edit'] as const,
  reviews: (id: string, page: number) => ['instructor-courses', 'course', id, 'reviews', page] as const,
  curriculum: (id: string) => ['instructor-courses', 'course', id, 'curriculum'] as const,
  lesson: (id: string) => ['instructor-courses', 'lesson', id] as const,
  captions: (lessonId: string) => ['instructor-courses', 'lesson', lessonId, 'captions'] as const,
};

const seg = encodeURIComponent;

/** The course authoring API's addresses, in one place. */
export const authoringPaths = {
  dashboard: '/api/instructor/dashboard',
  courses: '/api/instructor/courses',
  course: (id: string) => `/api/instructor/courses/${seg(id)}`,
  courseStatus: (id: string) => `/api/instructor/courses/${seg(id)}/status`,
  overview: (id: string) => `/api/instructor/courses/${seg(id)}/overview`,
  reviews: (id: string) => `/api/instructor/courses/${seg(id)}/reviews`,
  curriculum: (id: string) => `/api/instructor/courses/${seg(id)}/curriculum`,
  order: (id: string) => `/api/instructor/courses/${seg(id)}/curriculum/order`,
  sections: (courseId: string) => `/api/instructor/courses/${seg(courseId)}/sections`,
  section: (id: string) => `/api/instructor/sections/${seg(id)}`,
  lessons: '/api/instructor/lessons',
  lesson: (id: string) => `/api/instructor/lessons/${seg(id)}`,
  streamingRetry: (lessonId: string) => `/api/instructor/lessons/${seg(lessonId)}/streaming/retry`,
  captions: (lessonId: string) => `/api/instructor/lessons/${seg(lessonId)}/captions`,
  caption: (lessonId: string, language: string) => `/api/instructor/lessons/${seg(lessonId)}/captions/${seg(language)}`,
  thumbnails: '/api/instructor/thumbnails',
};
