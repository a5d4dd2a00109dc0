import { useSession } from '@/features/auth';
import {
  formatCourseHours,
  formatMinutes,
  formatPercent,
  formatPrice,
  formatRating,
  MESSAGES,
  plural,
  ratingRefusal,
  type CourseDetail,
} from '@app/core';
import {
  AlertCircle,
  Award,
  BookOpen,
  Check,
  ChevronDown,
  Clock,
  Infinity as InfinityIcon,
  Lock,
  MonitorPlay,
  RotateCcw,
  ShieldCheck,
  Star,
  Users,
} from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api';
import { initials } from '@/lib/utils';
import { useCourse } from '../api/get-course';
import { CourseThumbnail } from '../components/course-thumbnail';
import { LessonIcon, lessonDuration } from '../components/lesson-meta';
import { StarRating } from '../components/star-rating';
import { useStartCourse } from '../components/use-start-course';

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

        <aside aria-label="Enrollment" className="animate-rise-in [animation-delay:120ms] lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="overflow-hidden rounded-xl border border-border bg-card shadow-2xl shadow-black/50 lg:sticky lg:top-20">
            <div className="aspect-video bg-black">
              {/* Not the page's largest picture (the backdrop is), and below the fold on phones: it waits. */}
              <CourseThumbnail
                course={course}
                sizes="(min-width: 1024px) 380px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
              />
            </div>
            <div className="grid gap-4 p-5">
              <div>
                <p className="text-3xl font-black text-white">{formatPrice(course.price)}</p>
                <p className="text-sm text-muted-foreground">One-time payment</p>
              </div>
              {teaches && <p className="text-sm text-zinc-300">You teach this course: open it to preview every lesson.</p>}
              {enrolled && course.enrollment && (
                <p className="text-sm text-zinc-300">
                  You are enrolled ·{' '}
                  <span className="font-semibold text-white">{formatPercent(course.enrollment.progressPercentage)} complete</span>
                </p>
              )}
              {action}
              <p className="flex items-center justify-center gap-1.5 text-xs text-zinc-400">
                <ShieldCheck aria-hidden className="size-4 text-green-400" /> 30-day money-back guarantee
              </p>
              <div>
                <h2 className="text-sm font-bold text-white">This course includes:</h2>
                <ul className="mt-2 grid gap-2 text-sm text-zinc-300">
                  <li className="flex items-center gap-2">
                    <MonitorPlay aria-hidden className="size-4 text-muted-foreground" /> {formatMinutes(course.totalMinutes)} on-demand
                    video
                  </li>
                  <li className="flex items-center gap-2">
                    <BookOpen aria-hidden className="size-4 text-muted-foreground" /> {plural(course.lessonsCount, 'lesson')}
                  </li>
                  <li className="flex items-center gap-2">
                    <Award aria-hidden className="size-4 text-muted-foreground" /> Certificate of completion
                  </li>
                  <li className="flex items-center gap-2">
                    <InfinityIcon aria-hidden className="size-4 text-muted-foreground" /> Full lifetime access
                  </li>
                </ul>
              </div>
            </div>
          </div>
        </aside>

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

          <section aria-labelledby="curriculum-heading">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <h2 id="curriculum-heading" className="text-xl font-bold text-white">
                Curriculum
              </h2>
              <p className="text-sm text-muted-foreground">
                {plural(course.sections.length, 'section')} · {plural(course.lessonsCount, 'lesson')} · {formatMinutes(course.totalMinutes)}
              </p>
            </div>
            {course.sections.length === 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">The curriculum is being prepared.</p>
            ) : (
              <div className="mt-4 overflow-hidden rounded-xl border border-border">
                {course.sections.map((section, index) => (
                  <details key={section.id} open={index === 0} className="group border-b border-border last:border-b-0">
                    <summary className="flex cursor-pointer list-none items-center gap-3 bg-card px-4 py-3 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset [&::-webkit-details-marker]:hidden">
                      <ChevronDown
                        aria-hidden
                        className="size-4 shrink-0 -rotate-90 text-muted-foreground transition-transform group-open:rotate-0"
                      />
                      <span className="min-w-0 flex-1 font-semibold text-white">
                        Section {index + 1}: {section.title}
                      </span>
                      <span className="shrink-0 text-xs text-muted-foreground">{plural(section.lessons.length, 'lesson')}</span>
                    </summary>
                    {section.description && <p className="px-4 pt-3 text-sm text-zinc-400">{section.description}</p>}
                    <ul className="divide-y divide-border/60 bg-black/20">
                      {section.lessons.map((lesson) => (
                        <li key={lesson.id} className="flex items-center gap-3 px-4 py-2.5 text-sm">
                          <LessonIcon type={lesson.contentType} />
                          <span className="min-w-0 flex-1 text-zinc-200">{lesson.title}</span>
                          {lesson.isFree && <Badge variant="success">Free</Badge>}
                          {lesson.isLocked && (
                            <>
                              <Lock aria-hidden className="size-4 text-muted-foreground" />
                              <span className="sr-only">Locked</span>
                            </>
                          )}
                          <span className="w-20 shrink-0 text-right text-xs text-muted-foreground tabular-nums">
                            {lessonDuration(lesson)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </details>
                ))}
              </div>
            )}
          </section>

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

          <section aria-labelledby="instructor-heading">
            <h2 id="instructor-heading" className="text-xl font-bold text-white">
              Instructor
            </h2>
            <div className="mt-4 flex gap-4 rounded-xl border border-border bg-card p-5">
              <span className="relative grid size-16 shrink-0 place-items-center overflow-hidden rounded-full bg-primary text-lg font-bold text-white">
                {initials(instructor?.fullName)}
                {instructor?.avatarUrl && (
                  <img
                    src={instructor.avatarUrl}
                    alt={instructor.fullName}
                    loading="lazy"
                    className="absolute inset-0 size-full object-cover"
                    onError={(e) => (e.currentTarget.style.display = 'none')}
                  />
                )}
              </span>
              <div className="min-w-0">
                <p className="text-lg font-bold text-white">{instructor?.fullName ?? 'Unknown Instructor'}</p>
                {instructor?.specialization && <p className="text-sm text-brand-text">{instructor.specialization}</p>}
                {instructor?.bio && <p className="mt-2 text-sm whitespace-pre-line text-zinc-300">{instructor.bio}</p>}
              </div>
            </div>
          </section>
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
