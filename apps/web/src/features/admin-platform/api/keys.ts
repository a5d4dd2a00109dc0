import type { ListQuery } from '@/lib/list-query';
import type { AuditFilters } from './audit-params';

/** Query keys of the admin platform screens: courses, settings, categories, instructors, reviews, audit log. */
export const adminPlatformKeys = {
  all: ['admin-platform'] as const,
  courses: () => ['admin-platform', 'courses'] as const,
  courseList: (query: ListQuery & { status: string }) => ['admin-platform', 'courses', query] as const,
  settings: () => ['admin-platform', 'settings'] as const,
  categories: () => ['admin-platform', 'categories'] as const,
  categoryList: (query: ListQuery) => ['admin-platform', 'categories', query] as const,
  instructors: (query: ListQuery) => ['admin-platform', 'instructors', query] as const,
  reviews: (page: number) => ['admin-platform', 'reviews', page] as const,
  audit: () => ['admin-platform', 'audit'] as const,
  auditList: (filters: AuditFilters) => ['admin-platform', 'audit', filters] as const,
};

const seg = encodeURIComponent;

export const adminPaths = {
  courses: '/api/admin/courses',
  courseStatus: (id: string) => `/api/admin/courses/${seg(id)}/status`,
  course: (id: string) => `/api/admin/courses/${seg(id)}`,
  settings: '/api/admin/settings',
  featuredCourse: '/api/admin/settings/featured-course',
  categories: '/api/admin/categories',
  category: (id: string) => `/api/admin/categories/${seg(id)}`,
  instructors: '/api/admin/instructors',
  reviews: '/api/admin/reviews',
  audit: '/api/admin/audit',
};
