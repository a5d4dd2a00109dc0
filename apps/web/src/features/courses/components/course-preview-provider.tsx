import type { CourseCard } from '@app/core';
import type * as React from 'react';
import { lazy, Suspense, useState } from 'react';
import { CoursePreviewContext } from './course-preview-context';

// The dialog (player, curriculum, enroll) loads the first time someone asks for a preview.
const CoursePreviewDialog = lazy(() => import('./course-preview-dialog').then((m) => ({ default: m.CoursePreviewDialog })));

/** Lets every course card below it open the preview dialog. */
export function CoursePreviewProvider({ children }: { children: React.ReactNode }) {
  const [course, setCourse] = useState<CourseCard | null>(null);
  return (
    <CoursePreviewContext value={setCourse}>
      {children}
      {course && (
        <Suspense fallback={null}>
          <CoursePreviewDialog key={course.id} course={course} onClose={() => setCourse(null)} />
        </Suspense>
      )}
    </CoursePreviewContext>
  );
}
