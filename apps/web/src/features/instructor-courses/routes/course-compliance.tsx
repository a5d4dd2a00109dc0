import { canCourse, inCatalogue } from '@app/core';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AdminPage } from '@/components/admin-page';
import { useSession } from '@/features/auth';
import { ComplianceReport } from '@/features/assignments';
import { useCourseOverview } from '../api/get-course-overview';

/** /instructor/courses/{id}/compliance: the compliance report of one course, for its instructor (and admins). */
export function Component() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const overview = useCourseOverview(id);
  const course = overview.data?.course;
  const assignments = `/instructor/courses/${id}?tab=assignments`;
  const mayAssign = course && canCourse(user, 'assign', course) && inCatalogue(course);
  return (
    <AdminPage
      title="Compliance"
      description={
        course ? `Who has completed “${course.title}”, and who is overdue.` : 'Who has completed this course, and who is overdue.'
      }
      above={
        <Link
          to={assignments}
          className="mb-4 inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-white focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <ArrowLeft aria-hidden className="size-4" /> {course?.title ?? 'The course'}
        </Link>
      }
    >
      <ComplianceReport
        courseId={id}
        emptyHint={
          mayAssign ? (
            <>
              <Link to={assignments} className="font-semibold text-brand-text hover:underline">
                Assign this course
              </Link>{' '}
              to groups or people, with a due date, and its learners show up here.
            </>
          ) : undefined
        }
      />
    </AdminPage>
  );
}
