import { curriculumChangeResponse, type ReorderCurriculumInput } from '@app/core';
import { api } from '@/lib/api';
import { authoringPaths } from './keys';

/**
 * Saves the whole order in one request: every section with every lesson it now holds. Refused
 * (409) when the curriculum changed since `version`; the builder then rolls back (use-reorder.ts).
 */
export async function reorderCurriculum({ courseId, input }: { courseId: string; input: ReorderCurriculumInput }) {
  return curriculumChangeResponse.parse(await api<unknown>(authoringPaths.order(courseId), { method: 'PUT', body: input }));
}
