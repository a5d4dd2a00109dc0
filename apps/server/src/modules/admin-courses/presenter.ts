// What leaves the server about a course on the admin's list: every field picked here.
import { averageRating, type AdminCourseRow } from '@app/core';
import { versionString } from '../course-authoring/presenter.js';
import type { AdminCourseRecord } from './queries.js';

export const presentAdminCourse = (r: AdminCourseRecord): AdminCourseRow => ({
  id: r.id,
  title: r.title,
  status: r.status,
  version: versionString(r.version),
  thumbnailUrl: r.thumbnailUrl,
  instructorId: r.instructorId,
  instructorName: r.instructorName,
  categoryName: r.categoryName,
  enrollments: r.enrollments,
  rating: averageRating(r.ratingSum, r.reviewCount),
  reviewCount: r.reviewCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
