import { courseRemoval, type InstructorCourseRow } from '@app/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/features/auth';
import { ArchiveCourseDialog } from './archive-course-dialog';
import { CourseDialog, type CourseDialogState } from './course-dialog';
import { CurriculumDialog } from './curriculum/curriculum-dialog';
import { DeleteCourseDialog } from './delete-course-dialog';

/**
 * The dialogs a course list opens (Create/Edit Course, the Curriculum Builder, the delete and
 * archive confirmations), their state, and the handlers the rows call.
 */
export function useCourseDialogs() {
  const navigate = useNavigate();
  const { user } = useSession();
  const [courseDialog, setCourseDialog] = useState<CourseDialogState>(null);
  const [deleting, setDeleting] = useState<InstructorCourseRow | null>(null);
  const [archiving, setArchiving] = useState<InstructorCourseRow | null>(null);
  const [curriculumOf, setCurriculumOf] = useState<InstructorCourseRow | null>(null);

  const dialogs = (
    <>
      <CourseDialog
        state={courseDialog}
        onClose={() => setCourseDialog(null)}
        // A new course has no curriculum yet: its overview is where it is built.
        onCreated={({ course }) => void navigate(`/instructor/courses/${course.id}?tab=curriculum`)}
      />
      <DeleteCourseDialog course={deleting} onClose={() => setDeleting(null)} />
      <ArchiveCourseDialog course={archiving} onClose={() => setArchiving(null)} />
      <CurriculumDialog course={curriculumOf} onClose={() => setCurriculumOf(null)} />
    </>
  );

  return {
    dialogs,
    create: () => setCourseDialog({ mode: 'create' }),
    actions: {
      onEdit: (c: InstructorCourseRow) => setCourseDialog({ mode: 'edit', courseId: c.id }),
      onDelete: setDeleting,
      onArchive: setArchiving,
      removal: (c: InstructorCourseRow) => courseRemoval(user, c),
      onCurriculum: setCurriculumOf,
    },
  };
}
