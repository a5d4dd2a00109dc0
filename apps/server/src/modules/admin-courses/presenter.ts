// What leaves the server about a course on the admin's list: every field picked here.
import { averageRating, type AdminCourseRow } from '@app/core';
import { coursePictures } from '../../storage/picture.js';
import { versionString } from '../course-authoring/presenter.js';
import type { AdminCourseRecord } from './queries.js';

export const presentAdminCourse = (r: AdminCourseRecord): AdminCourseRow => ({
  id: r.id,
  title: r.title,
  status: r.status,
  version: versionString(r.version),
  ...smallPicture(r),
  instructorId: r.instructorId,
  instructorName: r.instructorName,
  categoryName: r.categoryName,
  enrollments: r.enrollments,
  hasLearners: r.hasLearners,
  rating: averageRating(r.ratingSum, r.reviewCount),
  reviewCount: r.reviewCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The list's small picture: the thumbnail and its responsive copies (a 64 px slot takes the 320 px one). */
function smallPicture(r: Pick<AdminCourseRecord, 'thumbnailFileId' | 'thumbnailUrl' | 'thumbnailWidths'>) {
  const { thumbnailUrl, thumbnailSrcSet } = coursePictures(r.thumbnailFileId, r.thumbnailUrl, r.thumbnailWidths);
  return { thumbnailUrl, thumbnailSrcSet };
}
