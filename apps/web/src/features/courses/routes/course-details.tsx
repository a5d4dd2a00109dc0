import { useSession } from '@/features/auth';
import { formatCourseHours, formatRating, MESSAGES, plural, ratingRefusal, type CourseDetail } from '@app/core';
import { AlertCircle, BookOpen, Check, Clock, RotateCcw, Star, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { useCourse } from '../api/get-course';
import { CourseThumbnail } from '../components/course-thumbnail';
import { StarRating } from '../components/star-rating';
import { useStartCourse } from '../components/use-start-course';
import { CourseCurriculum } from '../components/course-curriculum';
import { CourseInstructor } from '../components/course-instructor';
import { EnrollmentCard } from '../components/enrollment-card';

export function Component() {
  const { id = '' } = useParams();
  const course = useCourse(id);

  if (course.isPending) return <DetailSkeleton />;
  if (course.isError) {
    const error = course.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <CourseNotFound />;
    return (
      <div role="alert" className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-16 text-center">
        <AlertCircle aria-hidden className="size-10 text-red-300" />
        <h1 className="mt-4 text-2xl font-extrabold text-white">Failed to load course details</h1>
        <p className="mt-2 text-zinc-300">{error.message}</p>
        <Button className="mt-6" onClick={() => void course.refetch()}>
          <RotateCcw aria-hidden /> Try again
        </Button>
      </div>
    );
  }
  return <CourseDetailView course={course.data} />;
}

function CourseNotFound() {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-20 text-center">
      <title>Course Not Found | LearnFlix</title>
      <span aria-hidden className="grid size-16 place-items-center rounded-full bg-white/5 text-muted-foreground ring-1 ring-white/10">
        <BookOpen className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold text-white">{MESSAGES.courseNotFound}</h1>
      <p className="mt-2 text-zinc-300">This course does not exist or is not published.</p>
      <Button asChild className="mt-8">
        <Link to="/">Return Home</Link>
      </Button>
    </div>
  );
}

function CourseDetailView({ course }: { course: CourseDetail }) {
  const enrolled = Boolean(course.enrollment);
  const { user } = useSession();
  const { start, canStart, teaches, isPending } = useStartCourse(course.id, { enrolled, instructorId: course.instructor?.id ?? null });
  const rating = formatRating(course.averageRating, course.reviewCount);
  const instructor = course.instructor;
  const action = canStart ? (
    <Button size="lg" className="w-full" onClick={start} disabled={isPending}>
      {isPending ? 'Enrolling...' : teaches ? 'Preview Course' : enrolled ? 'Continue Course' : 'Start Course'}
    </Button>
  ) : (
    <p className="text-sm text-zinc-300">Read-only accounts cannot enroll in courses.</p>
  );

  return (
    <article className="relative isolate">
      <title>{`${course.title} | LearnFlix`}</title>
      <PageMeta description={course.shortDescription || course.description.slice(0, 160)} canonical={`/course-details/${course.id}`} />
      <div aria-hidden className="absolute inset-x-0 top-0 -z-10 h-[560px] overflow-hidden">
        <div className="absolute inset-0 scale-110 opacity-40 blur-2xl">
          {/* Drawn through a 40 px blur: the smallest copy looks the same, and it is the page's largest picture. */}
          <CourseThumbnail course={course} picture={course.backdrop} sizes="320px" alt="" priority />
        </div>
        <div className="absolute inset-0 bg-gradient-to-r from-background via-background/85 to-background/50" />
        <div className="absolute inset-0 bg-gradient-to-t from-background to-transparent" />
      </div>
      <div className="mx-auto grid w-full max-w-[1400px] gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:px-10 lg:py-14">
        <header className="animate-rise-in">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="outline" className="border-primary/50 text-brand-text">
              {course.category?.name ?? 'Uncategorized'}
            </Badge>
            <Badge variant="secondary" className="capitalize">
              {course.level}
            </Badge>
          </p>
          <h1 className="mt-4 max-w-3xl text-3xl leading-tight font-black tracking-tight text-white sm:text-5xl">{course.title}</h1>
          {course.shortDescription && <p className="mt-4 max-w-2xl text-lg text-zinc-300">{course.shortDescription}</p>}
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-zinc-200">
            <li className="flex items-center gap-1.5">
              <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
              {rating ? (
                <>
                  <span className="font-bold text-white">{rating}</span>
                  <span className="sr-only">average rating</span>
                </>
              ) : (
                <span className="font-bold text-white">New</span>
              )}
              <span className="text-zinc-400">({plural(course.reviewCount, 'review')})</span>
            </li>
            <li className="flex items-center gap-1.5">
              <Users aria-hidden className="size-4" />
              {plural(course.studentsCount, 'student')}
            </li>
            <li className="flex items-center gap-1.5">
              <Clock aria-hidden className="size-4" />
              <span className="sr-only">Duration</span>
              {formatCourseHours(course.durationHours)}
            </li>
            <li className="flex items-center gap-1.5">
              <BookOpen aria-hidden className="size-4" />
              {plural(course.lessonsCount, 'lesson')}
            </li>
          </ul>
          <p className="mt-4 text-sm text-zinc-300">
            Created by <span className="font-semibold text-white">{instructor?.fullName ?? 'Unknown Instructor'}</span>
          </p>
        </header>

        <EnrollmentCard course={course} teaches={teaches} enrolled={enrolled} action={action} />

        <div className="grid min-w-0 gap-10 animate-rise-in [animation-delay:200ms] lg:col-start-1">
          {user && ratingRefusal(user, { instructorId: course.instructor?.id ?? null }, course.enrollment) === null && (
            <StarRating courseId={course.id} value={course.myRating} />
          )}

          {course.whatYouWillLearn.length > 0 && (
            <section aria-labelledby="learn-heading" className="rounded-xl border border-border bg-card p-5 sm:p-6">
              <h2 id="learn-heading" className="text-xl font-bold text-white">
                What You&apos;ll Learn
              </h2>
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {course.whatYouWillLearn.map((item, i) => (
                  <li key={i} className="flex gap-2 text-sm text-zinc-300">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-green-400" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-bold text-white">
              About
            </h2>
            <p className="mt-3 whitespace-pre-line text-zinc-300">
              {course.description || course.shortDescription || 'No description yet.'}
            </p>
          </section>

          <CourseCurriculum course={course} />

          {course.requirements.length > 0 && (
            <section aria-labelledby="requirements-heading">
              <h2 id="requirements-heading" className="text-xl font-bold text-white">
                Requirements
              </h2>
              <ul className="mt-3 grid list-disc gap-1.5 pl-5 text-zinc-300 marker:text-primary">
                {course.requirements.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </section>
          )}

          <CourseInstructor instructor={instructor} />
        </div>
      </div>
    </article>
  );
}

function DetailSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading course"
      className="mx-auto grid w-full max-w-[1400px] gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_380px] lg:px-10"
    >
      <div className="space-y-4">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="mt-8 h-48" />
      </div>
      <Skeleton className="h-96" />
    </div>
  );
}
