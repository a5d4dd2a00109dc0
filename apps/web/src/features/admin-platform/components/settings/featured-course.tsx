import { canPlatform, MESSAGES, type AdminSettingsResponse, type SessionUser } from '@app/core';
import { AlertCircle, AlertTriangle, Star, X } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api';
import { formatDay } from '@/lib/format-date';
import { useAdminSettings } from '../../api/get-settings';
import { useSetFeaturedCourse } from '../../api/set-featured-course';
import { LoadError } from '@/components/list-parts';
import { CourseStatusBadge } from '../courses/course-status';
import { PublishedCoursePicker } from './published-course-picker';

/**
 * The featured course of the student home's hero (site setting featured_course_id): what is set,
 * what the home shows because of it, and, for whoever may change settings, a search of published
 * courses to choose from and a way to clear the choice.
 */
export function FeaturedCourse({ user }: { user: SessionUser }) {
  const settings = useAdminSettings();
  const setFeatured = useSetFeaturedCourse();
  const [picking, setPicking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const changes = canPlatform(user, 'change-settings');
  const data = settings.data;

  const choose = (courseId: string | null) => {
    if (!data) return;
    setRefusal(null);
    setFeatured.mutate(
      { courseId, previousCourseId: data.featured.courseId },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setPicking(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 409 || error.status === 400)) setRefusal(error.message);
          toast.error(MESSAGES.featuredCourseFailed, { description: errorMessage(error, 'Please try again.') });
        },
      },
    );
  };

  return (
    <section aria-labelledby="featured-heading" className="rounded-xl border border-border bg-card p-5">
      <h2 id="featured-heading" className="flex items-center gap-2 text-xl font-bold text-white">
        <Star aria-hidden className="size-5 text-amber-400" /> Featured course
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        The course the student home’s hero shows. Only a published course can be featured.
      </p>

      <div className="mt-4">
        {settings.isError && !data ? (
          <LoadError
            title="Failed to load the settings"
            error={settings.error}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : !data ? (
          <div role="status" aria-label="Loading the featured course" className="grid gap-2">
            <Skeleton className="h-6 w-64" />
            <Skeleton className="h-4 w-80 max-w-full" />
          </div>
        ) : (
          <FeaturedState settings={data} />
        )}
      </div>

      {changes && data && (
        <div className="mt-5 flex flex-wrap gap-2">
          <Button onClick={() => setPicking((p) => !p)} aria-expanded={picking} aria-controls="featured-picker">
            {picking ? 'Close search' : data.featured.courseId ? 'Change featured course' : 'Choose a course'}
          </Button>
          {data.featured.courseId && (
            <Button variant="outline" onClick={() => choose(null)} disabled={setFeatured.isPending}>
              <X aria-hidden /> Clear
            </Button>
          )}
        </div>
      )}

      {refusal && (
        <Alert variant="destructive" role="alert" className="mt-4">
          <AlertCircle aria-hidden />
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      )}

      {changes && picking && data && (
        <div id="featured-picker" className="mt-5 border-t border-border pt-5">
          <PublishedCoursePicker currentId={data.featured.courseId} pending={setFeatured.isPending} onChoose={(id) => choose(id)} />
        </div>
      )}
    </section>
  );
}

function FeaturedState({ settings: { featured, hero } }: { settings: AdminSettingsResponse }) {
  const heroText = hero ? `“${hero.title}”` : 'nothing (no course is published yet)';
  return (
    <div className="grid gap-3">
      {featured.course ? (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-lg font-semibold break-words text-white">{featured.course.title}</p>
          <CourseStatusBadge status={featured.course.status} />
        </div>
      ) : (
        <p className="text-lg font-semibold text-white">{featured.courseId ? 'A course that no longer exists' : 'No course is featured'}</p>
      )}
      {featured.courseId && featured.course?.status !== 'published' ? (
        <Alert className="border-amber-400/40 bg-amber-950/40 text-amber-100">
          <AlertTriangle aria-hidden className="text-amber-300" />
          <AlertDescription>
            {featured.course ? `It is ${featured.course.status}, so` : 'So'} the student home shows the newest published course instead:{' '}
            {heroText}. Choose another course, or clear the choice.
          </AlertDescription>
        </Alert>
      ) : (
        <p className="text-sm text-zinc-300">
          {featured.courseId ? 'The student home shows it.' : `The student home shows the newest published course: ${heroText}.`}
        </p>
      )}
      {featured.updatedAt && (
        <p className="text-xs text-muted-foreground">
          Set {featured.updatedByName ? `by ${featured.updatedByName} ` : ''}on {formatDay(featured.updatedAt)}
        </p>
      )}
    </div>
  );
}
