import { AlertCircle, ArrowLeft, RotateCcw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api';
import { editableCourseQueryOptions, useEditableCourse } from '../api/get-editable-course';
import { CourseFormSkeleton } from '../components/course-dialog';
import { CourseForm } from '../components/course-form/course-form';
import { CourseNotFound } from '../components/course-not-found';

/** /instructor/courses/{id}/edit: the Edit Course form on a page of its own. */
export function Component() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const course = useEditableCourse(id);
  const back = `/instructor/courses/${id}`;

  if (course.isError && course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 400))
    return <CourseNotFound />;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <title>Edit Course | LearnFlix</title>
      <Link
        to={back}
        className="inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-white focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeft aria-hidden className="size-4" /> Back to the course
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-white sm:text-4xl">Edit Course</h1>
      <p className="mt-2 break-words text-muted-foreground">
        {course.data?.title ?? 'Change the details, price, status and picture of your course.'}
      </p>
      <div className="mt-8 rounded-xl border border-border bg-card p-4 sm:p-6">
        {course.isError && !course.data ? (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertTitle>Failed to fetch course details</AlertTitle>
            <AlertDescription className="flex flex-wrap items-center gap-3">
              {errorMessage(course.error, 'Please try again.')}
              <Button size="sm" variant="outline" onClick={() => void course.refetch()}>
                <RotateCcw aria-hidden /> Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : !course.data || !course.isFetchedAfterMount ? (
          <CourseFormSkeleton />
        ) : (
          <CourseForm
            course={course.data}
            onCancel={() => void navigate(back)}
            onSaved={() => void navigate(back)}
            onReload={() => queryClient.fetchQuery({ ...editableCourseQueryOptions(id), staleTime: 0 })}
          />
        )}
      </div>
    </div>
  );
}
