import { continueLesson, formatMinutes, formatPercent, inCatalogue, MESSAGES, plural, type PlayerResponse } from '@app/core';
import { ChevronLeft, ListVideo, PlayCircle } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { ProgressBadge } from '@/features/courses';
import { CourseQuizList } from '@/features/quizzes';
import { ApiError } from '@/lib/api';
import { usePlayer } from '../api/get-player';
import { useLiveCourse } from '../hooks/use-live-course';
import { CertificateCard } from '../components/certificate-card';
import { CourseStatusAlert } from '../components/course-status-alert';
import { CourseAssessmentView } from '../components/course-assessment-view';
import { LessonList } from '../components/lesson-list';
import { LessonViewer } from '../components/lesson-viewer';
import { CourseNotFound, EnrollmentInactive, NoLessons, NotEnrolled, PlayerError, PlayerLoading } from '../components/player-states';
import { ASSESSMENT, defaultLessonId, flatLessons, lessonHref } from '../selection';

export function Component() {
  const { id = '' } = useParams();
  const player = usePlayer(id);
  // A grade, new lessons or a status change arrive live: no reload needed.
  useLiveCourse(id);
  const reload = () => void player.refetch();

  if (player.isPending) return <PlayerLoading />;
  if (player.isError) {
    const error = player.error;
    if (error instanceof ApiError && error.code === 'NOT_ENROLLED') return <NotEnrolled courseId={id} onEnrolled={reload} />;
    if (error instanceof ApiError && error.code === 'ENROLLMENT_INACTIVE') return <EnrollmentInactive />;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <CourseNotFound />;
    return <PlayerError message={error.message} onRetry={reload} />;
  }
  return <PlayerView player={player.data} onReload={reload} />;
}

function PlayerView({ player, onReload }: { player: PlayerResponse; onReload: () => void }) {
  const [params] = useSearchParams();
  const location = useLocation();
  // The first screen keeps focus where the browser put it; later lesson changes move it to the title.
  const [firstLocation] = useState(location.key);
  const [listOpen, setListOpen] = useState(false);
  const lessons = flatLessons(player);
  const selected = params.get('lesson') ?? defaultLessonId(player);
  const preview = player.mode === 'preview';

  // A course out of the catalogue has no public page: back to the teacher's overview of it, or the learner's own list.
  const back = inCatalogue(player.course)
    ? { to: `/course-details/${player.course.id}`, label: 'Course details' }
    : preview
      ? { to: `/instructor/courses/${player.course.id}`, label: 'Course overview' }
      : { to: '/my-courses', label: 'My Courses' };

  if (lessons.length === 0) return <NoLessons back={back} />;

  const index = lessons.findIndex((l) => l.id === selected);
  const item = index >= 0 ? lessons[index]! : null;
  const section = item ? player.sections.find((s) => s.lessons.some((l) => l.id === item.id)) : null;
  const pct = player.progressPercentage;
  // Status and best score of every quiz, under the viewer, for learners of a course that has quizzes.
  const hasQuizzes = !preview && (player.assessment !== null || lessons.some((l) => l.contentType === 'quiz'));
  // 'Continue Learning' opens the next lesson of the same section, if it is unlocked (spec section 4).
  const continueId = preview ? null : continueLesson(player.sections, selected);

  const list = (onPick?: () => void) => <LessonList player={player} current={selected} onPick={onPick} />;

  return (
    <div className="mx-auto w-full max-w-[1600px] px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
      <title>{`${item?.title ? `${item.title} · ` : ''}${player.course.title} | LearnFlix`}</title>

      <CourseStatusAlert player={player} />

      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <Link
            to={back.to}
            className="inline-flex items-center gap-1 rounded text-sm text-muted-foreground outline-none hover:text-white focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ChevronLeft aria-hidden className="size-4" /> {back.label}
          </Link>
          <h1 className="mt-1 text-2xl leading-tight font-black tracking-tight text-white sm:text-3xl">{player.course.title}</h1>
          {player.course.instructorName && <p className="mt-1 text-sm text-zinc-400">by {player.course.instructorName}</p>}
        </div>
        <div className="grid grid-cols-2 gap-2 empty:hidden sm:flex sm:flex-wrap sm:items-center">
          {continueId && (
            <Button asChild>
              <Link to={lessonHref(continueId)}>
                <PlayCircle aria-hidden /> Continue Learning
              </Link>
            </Button>
          )}
          <Button variant="secondary" className="lg:hidden" onClick={() => setListOpen(true)} aria-haspopup="dialog">
            <ListVideo aria-hidden /> Course content
          </Button>
        </div>
      </header>

      {!preview && (
        <div className="mt-5 rounded-xl border border-border bg-card/60 px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <p className="text-zinc-300">
              <span className="font-bold text-white tabular-nums">{formatPercent(pct)}</span> complete ·{' '}
              <span className="tabular-nums">
                {player.completedLessons} of {player.totalLessons}
              </span>{' '}
              lessons
            </p>
            {player.enrollment && <ProgressBadge enrollment={{ progressPercentage: pct, status: player.enrollment.status }} />}
          </div>
          <Progress value={pct} label="Course progress" className="mt-2 h-2" />
        </div>
      )}

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_360px] xl:grid-cols-[minmax(0,1fr)_400px]">
        <div className="min-w-0 space-y-6">
          {player.certificateCode && <CertificateCard code={player.certificateCode} courseTitle={player.course.title} />}
          {selected === ASSESSMENT ? (
            <AssessmentPanel player={player} onReload={onReload} />
          ) : item && section ? (
            <LessonViewer
              player={player}
              item={item}
              number={index + 1}
              sectionTitle={section.title}
              prev={lessons[index - 1] ?? null}
              next={lessons[index + 1] ?? null}
              focusTitle={location.key !== firstLocation}
              onReload={onReload}
            />
          ) : (
            <Panel title={MESSAGES.lessonNotFound}>This lesson is not part of this course. Pick one from the course content.</Panel>
          )}
          {hasQuizzes && (
            <CourseQuizList
              courseId={player.course.id}
              title="Your quizzes"
              quizHref={(quiz) => `/course/${player.course.id}${lessonHref(quiz.lessonId ?? ASSESSMENT)}`}
            />
          )}
        </div>

        <div className="hidden lg:block">
          <div className="sticky top-20 overflow-hidden rounded-xl border border-border bg-card">
            <div className="border-b border-border px-4 py-3">
              <h2 className="font-bold text-white">Course content</h2>
              <p className="text-xs text-muted-foreground">
                {plural(player.totalLessons, 'lesson')} · {plural(player.sections.length, 'section')} · {formatMinutes(player.totalMinutes)}
              </p>
            </div>
            <div className="max-h-[calc(100svh-10rem)] overflow-y-auto overscroll-contain">{list()}</div>
          </div>
        </div>
      </div>

      <Sheet open={listOpen} onOpenChange={setListOpen}>
        <SheetContent side="right" className="w-[min(26rem,92vw)] gap-0 p-0 sm:max-w-md">
          <SheetHeader className="border-b border-border pr-12">
            <SheetTitle>Course content</SheetTitle>
            <SheetDescription>
              {preview ? plural(player.totalLessons, 'lesson') : `${player.completedLessons} of ${player.totalLessons} lessons completed`}
            </SheetDescription>
          </SheetHeader>
          <div className="min-h-0 flex-1 overflow-y-auto">{list(() => setListOpen(false))}</div>
        </SheetContent>
      </Sheet>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-border bg-card px-6 py-14 text-center">
      <h2 className="text-xl font-bold text-white">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-zinc-300">{children}</p>
    </section>
  );
}

/** The final Course Assessment: open at exactly 100% (always in preview), otherwise a note. */
function AssessmentPanel({ player, onReload }: { player: PlayerResponse; onReload: () => void }) {
  const assessment = player.assessment;
  if (!assessment) return <Panel title={MESSAGES.lessonNotFound}>This course has no final assessment.</Panel>;
  if (!assessment.available) return <Panel title="Course Assessment">{MESSAGES.assessmentLocked}</Panel>;
  return (
    <section aria-label="Course Assessment" className="overflow-hidden rounded-xl border border-border bg-card shadow-2xl shadow-black/40">
      <div className="min-h-80">
        <CourseAssessmentView
          quizId={assessment.quizId}
          courseId={player.course.id}
          preview={player.mode === 'preview'}
          onPassed={onReload}
        />
      </div>
    </section>
  );
}
