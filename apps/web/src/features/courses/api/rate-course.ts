import { reviewResponse, type CourseDetail } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { courseKeys } from './keys';

export async function rateCourse({ courseId, rating }: { courseId: string; rating: number }) {
  return reviewResponse.parse(
    await api<unknown>(`/api/courses/${encodeURIComponent(courseId)}/review`, { method: 'PUT', body: { rating } }),
  );
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
