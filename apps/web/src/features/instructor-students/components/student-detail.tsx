import { canCourse, canEnrollment, formatPercent, MESSAGES, type StudentDetailResponse, type StudentRow } from '@app/core';
import { AlertCircle, CheckCircle2, Circle, ClipboardCheck, Power, PowerOff } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { useSession } from '@/features/auth';
import { QuizStatusBadge } from '@/features/quizzes';
import { errorMessage } from '@/lib/api';
import { formatDay } from '@/lib/format-date';
import { formatPoints } from '@/lib/format-score';
import { useStudentDetail } from '../api/get-student-detail';
import { useSetEnrollmentStatus } from '../api/set-enrollment-status';
import { EnrollmentStatusBadge, ProgressCell } from './status-badges';

/** The student detail panel: opened from a row (`?student=` in the address), closed by Escape or its button. */
export function StudentDetailSheet({ enrollmentId, onClose }: { enrollmentId: string | null; onClose: () => void }) {
  const detail = useStudentDetail(enrollmentId);
  return (
    <Sheet open={enrollmentId !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-xl">
        {detail.data ? (
          <DetailBody detail={detail.data} />
        ) : (
          <SheetHeader>
            <SheetTitle>Student detail</SheetTitle>
            <SheetDescription>
              {detail.isError ? 'The detail could not be loaded.' : 'Loading the learner’s lessons and attempts…'}
            </SheetDescription>
            {detail.isError ? (
              <Alert variant="destructive" className="mt-2">
                <AlertCircle aria-hidden />
                <AlertDescription>{errorMessage(detail.error, 'Please try again.')}</AlertDescription>
              </Alert>
            ) : (
              <div role="status" aria-label="Loading" className="mt-4 grid gap-3">
                <Skeleton className="h-16" />
                <Skeleton className="h-40" />
              </div>
            )}
          </SheetHeader>
        )}
      </SheetContent>
    </Sheet>
  );
}

function DetailBody({ detail }: { detail: StudentDetailResponse }) {
  const { student, lessons, attempts } = detail;
  const { user } = useSession();
  const course = { instructorId: student.course.instructorId, status: student.course.status };
  const mayGrade = canCourse(user, 'manage', course);
  return (
    <>
      <SheetHeader className="pr-12">
        <div className="flex items-center gap-3">
          <UserAvatar name={student.student.fullName} src={student.student.avatarUrl} className="size-12 rounded-full text-sm" />
          <div className="min-w-0">
            <SheetTitle className="truncate text-lg">{student.student.fullName}</SheetTitle>
            <SheetDescription className="truncate">{student.student.email ?? 'No email'}</SheetDescription>
          </div>
        </div>
        <p className="mt-2 text-sm text-zinc-300">
          {student.course.title} · enrolled {formatDay(student.enrolledAt)} · last active {formatDay(student.lastActivityAt)}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <EnrollmentStatusBadge status={student.status} />
          <span className="text-sm text-zinc-300 tabular-nums">
            {student.lessonsDone} of {student.lessonsTotal} lessons
          </span>
        </div>
        <ProgressCell className="mt-2" percent={student.progressPercentage} status={student.status} name={student.student.fullName} />
        {canEnrollment(user, 'set-status', { userId: student.student.id }, course) && <StatusSwitch student={student} />}
      </SheetHeader>

      <section aria-labelledby="detail-lessons" className="px-4">
        <h3 id="detail-lessons" className="font-bold text-white">
          Lessons
        </h3>
        {lessons.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">This course has no published lessons yet.</p>
        ) : (
          <ol className="mt-2 divide-y divide-border rounded-lg border border-border">
            {lessons.map((lesson, i) => (
              <li key={lesson.id} className="flex items-start gap-3 px-3 py-2.5 text-sm">
                {lesson.completedAt ? (
                  <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-green-300" />
                ) : (
                  <Circle aria-hidden className="mt-0.5 size-4 shrink-0 text-zinc-500" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="block text-zinc-100">
                    {i + 1}. {lesson.title}
                  </span>
                  <span className="block text-xs text-muted-foreground">{lesson.sectionTitle}</span>
                </span>
                <span className="shrink-0 text-xs text-zinc-300">
                  {lesson.completedAt ? `Completed ${formatDay(lesson.completedAt)}` : 'Not completed'}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="detail-attempts" className="px-4 pb-6">
        <h3 id="detail-attempts" className="font-bold text-white">
          Quiz attempts
        </h3>
        {attempts.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No quiz attempts yet.</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {attempts.map((a) => (
              <li key={a.id} className="rounded-lg border border-border bg-card/50 p-3 text-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <span className="font-semibold text-white">
                    {a.quizTitle} <span className="font-normal text-muted-foreground">· attempt {a.attemptNumber}</span>
                  </span>
                  <QuizStatusBadge status={a.status} />
                </div>
                <p className="mt-1 text-zinc-300 tabular-nums">
                  {formatPoints(a.score)} / {formatPoints(a.maxScore)} points · {formatPercent(a.percentage)} ·{' '}
                  {a.completedAt ? `submitted ${formatDay(a.completedAt)}` : `started ${formatDay(a.startedAt)}`}
                </p>
                {a.pendingQuestionId && mayGrade && (
                  <Button asChild variant="link" size="sm" className="mt-1 h-auto px-0">
                    <Link to={`/instructor/subjective-evaluation?mode=question&question=${a.pendingQuestionId}`}>
                      <ClipboardCheck aria-hidden /> Grade {a.pendingAnswers === 1 ? 'the answer' : `${a.pendingAnswers} answers`} waiting
                    </Link>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** Deactivate or restore: the learner's player says 'Enrollment Inactive' while it is off. */
function StatusSwitch({ student }: { student: StudentRow }) {
  const setStatus = useSetEnrollmentStatus();
  const inactive = student.status === 'inactive';
  const change = () =>
    setStatus.mutate(
      { enrollmentId: student.enrollmentId, status: inactive ? 'active' : 'inactive' },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(errorMessage(error, MESSAGES.internal)),
      },
    );
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card/60 p-3">
      <p className="min-w-0 flex-1 text-sm text-zinc-300">
        {inactive
          ? 'This enrollment is inactive: the learner cannot open the course.'
          : 'Set the enrollment inactive to stop the learner opening the course.'}
      </p>
      <Button variant={inactive ? 'default' : 'outline'} size="sm" onClick={change} disabled={setStatus.isPending}>
        {inactive ? <Power aria-hidden /> : <PowerOff aria-hidden />}
        {setStatus.isPending ? 'Saving...' : inactive ? 'Set active' : 'Set inactive'}
      </Button>
    </div>
  );
}
