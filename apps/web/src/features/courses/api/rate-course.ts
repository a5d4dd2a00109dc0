import type { CourseDetail, ReviewResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { courseKeys } from './keys';

/** Not parsed with the zod contract: see enroll-course.ts (the server validates against `reviewResponse`). */
export async function rateCourse({ courseId, rating }: { courseId: string; rating: number }) {
  return api<ReviewResponse>(`/api/courses/${encodeURIComponent(courseId)}/review`, { method: 'PUT', body: { rating } });
}

export function useRateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateCourse,
    onSuccess: (saved, { courseId }) => {
      queryClient.setQueryData<CourseDetail>(courseKeys.detail(courseId), (old) =>
        old ? { ...old, myRating: saved.rating, averageRating: saved.averageRating, reviewCount: saved.reviewCount } : old,
      );
    },
  });
}
