import { sectionSaveResponse, type SectionInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { afterCurriculumChange, patchCurriculum } from './curriculum-cache';
import { authoringPaths } from './keys';

export interface SectionChange {
  title?: string;
  description?: string | null;
  isPublished?: boolean;
}

/** Adds a section at the end of the course (no `sectionId`), or renames, describes, publishes or hides one. */
export async function saveSection({
  courseId,
  sectionId,
  input,
}: {
  courseId: string;
  sectionId?: string;
  input: SectionInput | SectionChange;
}) {
  const data = sectionId
    ? await api<unknown>(authoringPaths.section(sectionId), { method: 'PATCH', body: input })
    : await api<unknown>(authoringPaths.sections(courseId), { method: 'POST', body: input });
  return sectionSaveResponse.parse(data);
}

export function useSaveSection(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { sectionId?: string; input: SectionInput | SectionChange }) => saveSection({ courseId, ...vars }),
    onSuccess: ({ section, version }, { sectionId }) => {
      patchCurriculum(queryClient, courseId, version, (sections) =>
        sectionId ? sections.map((s) => (s.id === section.id ? section : s)) : [...sections, section],
      );
      return afterCurriculumChange(queryClient, courseId);
    },
  });
}
