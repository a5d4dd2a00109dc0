import { curriculumChangeResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { afterCurriculumChange, patchCurriculum } from './curriculum-cache';
import { authoringPaths } from './keys';

/** Deletes a section with its lessons (and their quizzes and learners' progress). */
export async function deleteSection(sectionId: string) {
  return curriculumChangeResponse.parse(await api<unknown>(authoringPaths.section(sectionId), { method: 'DELETE' }));
}

export function useDeleteSection(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSection,
    onSuccess: ({ version }, sectionId) => {
      patchCurriculum(queryClient, courseId, version, (sections) => sections.filter((s) => s.id !== sectionId));
      return afterCurriculumChange(queryClient, courseId);
    },
  });
}
