import { MESSAGES } from '@app/core';
import { AlertCircle, BookOpen, Lock, RotateCcw } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useEnrollCourse } from '@/features/courses';
import { useLatest } from '@/hooks/use-latest';
import { errorMessage } from '@/lib/api';

/** The frame of every dead end of the player: icon, heading, text and actions, centred. */
function DeadEnd({
  icon,
  title,
  children,
  actions,
  alert = false,
}: {
  icon: React.ReactNode;
  title: string;
  children?: React.ReactNode;
  actions?: React.ReactNode;
  alert?: boolean;
}) {
  return (
    <div role={alert ? 'alert' : undefined} className="mx-auto flex w-full max-w-lg flex-col items-center px-4 py-20 text-center">
      <title>{`${title} | LearnFlix`}</title>
      <span aria-hidden className="grid size-16 place-items-center rounded-full bg-white/5 text-muted-foreground ring-1 ring-white/10">
        {icon}
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-white">{title}</h1>
      {children && <div className="mt-3 text-zinc-300">{children}</div>}
      {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}

export function PlayerLoading() {
  return (
    <div className="flex min-h-[60svh] flex-col items-center justify-center gap-3 text-muted-foreground">
      <Spinner label="Loading course" />
      <p>Loading...</p>
    </div>
  );
}

export function CourseNotFound() {
  return (
    <DeadEnd
      icon={<BookOpen className="size-8" />}
      title="Course not found"
      actions={
        <Button asChild>
          <Link to="/">Return Home</Link>
        </Button>
      }
    >
      This course does not exist or is not available.
    </DeadEnd>
  );
}

export function PlayerError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <DeadEnd
      alert
      icon={<AlertCircle className="size-8 text-red-300" />}
      title={`Error: ${message}`}
      actions={
        <>
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden /> Try again
          </Button>
          <Button asChild variant="secondary">
            <Link to="/">Back to Home</Link>
          </Button>
        </>
      }
    />
  );
}

/** A course without lessons yet; `back` leads to its page (or, out of the catalogue, where it came from). */
export function NoLessons({ back }: { back: { to: string; label: string } }) {
  return (
    <DeadEnd
      icon={<BookOpen className="size-8" />}
      title={MESSAGES.lessonNotFound}
      actions={
        <Button asChild variant="secondary">
          <Link to={back.to}>{back.label}</Link>
        </Button>
      }
    >
      This course has no lessons yet. Please check back later.
    </DeadEnd>
  );
}

/** An enrollment an instructor or admin deactivated: only they can restore it. */
export function EnrollmentInactive() {
  return (
    <DeadEnd
      icon={<Lock className="size-8" />}
      title="Enrollment Inactive"
      actions={
        <Button asChild variant="secondary">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      }
    >
      {MESSAGES.enrollmentInactive}
    </DeadEnd>
  );
}

/** After enrolling, the course starts this long after 'Successfully enrolled! Starting course...' (spec section 8). */
const START_AFTER_ENROLL_MS = 1000;

/** A signed-in user without an enrollment: enroll here (then the player loads) or go back. */
export function NotEnrolled({ courseId, onEnrolled }: { courseId: string; onEnrolled: () => void }) {
  const enroll = useEnrollCourse();
  const [starting, setStarting] = useState(false);
  const latest = useLatest(onEnrolled);
  useEffect(() => {
    if (!starting) return;
    const timer = window.setTimeout(() => latest.current(), START_AFTER_ENROLL_MS);
    return () => window.clearTimeout(timer);
  }, [starting, latest]);
  const start = () =>
    enroll.mutate(courseId, {
      onSuccess: () => {
        toast.success('Successfully enrolled! Starting course...');
        setStarting(true);
      },
      onError: (error) => toast.error(errorMessage(error, MESSAGES.enrollFailed)),
    });
  return (
    <DeadEnd
      icon={<Lock className="size-8" />}
      title={MESSAGES.notEnrolled}
      actions={
        <>
          <Button asChild variant="secondary">
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
          <Button onClick={start} disabled={enroll.isPending || starting}>
            {enroll.isPending ? 'Enrolling...' : starting ? 'Starting course...' : 'Enroll Course'}
          </Button>
        </>
      }
    >
      You need to enroll in this course to access its lessons.
    </DeadEnd>
  );
}
