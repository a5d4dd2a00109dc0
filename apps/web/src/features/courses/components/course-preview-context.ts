import type { CourseCard } from '@app/core';
import { createContext, useContext } from 'react';

/** Opens the course preview dialog for a card; null outside a CoursePreviewProvider. */
export const CoursePreviewContext = createContext<((course: CourseCard) => void) | null>(null);

export function useOpenCoursePreview() {
  return useContext(CoursePreviewContext);
}
