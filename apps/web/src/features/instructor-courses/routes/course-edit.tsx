import { MESSAGES } from '@app/core';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { editableCourseQueryOptions, useEditableCourse } from '../api/get-editable-course';
import { CourseFormSkeleton } from '../components/course-dialog';
import { CourseForm } from '../components/course-form/course-form';
import { useDiscardGuard } from '../components/use-discard-guard';
import { useLeaveOnFailure } from '../components/use-leave-on-failure';

/** /instructor/courses/{id}/edit: the Edit Course form on a page of its own. */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const course = useEditableCourse(id);
  const back = `/instructor/courses/${id}`;
  // Cancel and the back link ask before unsaved changes are left behind, as the dialog does.
  const guard = useDiscardGuard(() => void navigate(back), 'course');

  useLeaveOnFailure(course.isError && !course.data, course.error, MESSAGES.courseDetailsFailed);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <title>Edit Course | LearnFlix</title>
      <Link
        to={back}
        onClick={(e) => {
          // A new tab leaves this one as it is: only a plain click asks.
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
          e.preventDefault();
          guard.requestClose();
        }}
        className="inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-white focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to the course
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Edit Course</h1>
      <p className="mt-2 break-words text-muted-foreground">
        {course.data?.title ?? 'Change the details, price, status and picture of your course.'}
      </p>
      <div className="mt-8 rounded-xl border border-border bg-card p-4 sm:p-6">
        {!course.data || !course.isFetchedAfterMount ? (
          <CourseFormSkeleton />
        ) : (
          <CourseForm
            course={course.data}
            onCancel={guard.requestClose}
            onDirtyChange={guard.onDirtyChange}
            onSaved={guard.close}
            actionBarClassName="-mx-4 -mb-4 px-4 sm:-mx-6 sm:-mb-6 sm:px-6 bg-card/95 rounded-b-xl"
            onReload={() => queryClient.fetchQuery({ ...editableCourseQueryOptions(id), staleTime: 0 })}
          />
        )}
      </div>
      {guard.confirm}
    </div>
  );
}
