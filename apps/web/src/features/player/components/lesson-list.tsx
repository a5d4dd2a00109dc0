import { type PlayerResponse } from '@app/core';
import { Award, CheckCircle2, ChevronDown, Hourglass, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { LessonIcon, lessonDuration } from '@/features/courses';
import { cn } from '@/lib/utils';
import { awaitingLine, blockingQuiz, isNextAfterWaiting, lockedReason } from '../grading-hint';
import { ASSESSMENT, flatLessons, lessonHref } from '../selection';

interface LessonListProps {
  player: PlayerResponse;
  /** The open lesson's id, or ASSESSMENT. */
  current: string | null;
  /** Called after a lesson is picked (the phone sheet closes then). */
  onPick?: () => void;
}

const ROW =
  'flex w-full items-center gap-3 px-4 py-2.5 text-left text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset';

/**
 * The curriculum by section: each lesson with its state (completed, locked, or its type), its
 * duration, and the final Course Assessment once the course is 100% done.
 */
export function LessonList({ player, current, onPick }: LessonListProps) {
  const { sections, assessment } = player;
  // Lessons are numbered across sections: where each section's numbering starts.
  const starts = sections.map((_, i) => sections.slice(0, i).reduce((sum, s) => sum + s.lessons.length, 0));
  const all = flatLessons(player);

  return (
    <nav aria-label="Course content" className="text-sm">
      {sections.map((section, index) => {
        const done = section.lessons.filter((l) => l.isCompleted).length;
        return (
          <details key={section.id} open className="group border-b border-border last:border-b-0">
            <summary className="flex cursor-pointer list-none items-center gap-3 bg-card px-4 py-3 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset [&::-webkit-details-marker]:hidden">
              <ChevronDown
                aria-hidden
                className="size-4 shrink-0 -rotate-90 text-muted-foreground transition-transform group-open:rotate-0"
              />
              <span className="min-w-0 flex-1">
                <span className="block text-xs font-medium tracking-wide text-muted-foreground uppercase">Section {index + 1}</span>
                <span className="block font-semibold text-white">{section.title}</span>
              </span>
              <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                {done}/{section.lessons.length}
                <span className="sr-only"> lessons completed</span>
              </span>
            </summary>
            <ol className="bg-black/20">
              {section.lessons.map((lesson, lessonIndex) => {
                const number = starts[index]! + lessonIndex + 1;
                const active = lesson.id === current;
                // Why it is locked, when a quiz waiting for grading holds it back (issue 18).
                const heldBy = isNextAfterWaiting(all, lesson.id) ? blockingQuiz(all, lesson.id) : null;
                const length = lessonDuration(lesson);
                const body = (
                  <>
                    <StateIcon lesson={lesson} />
                    <span className="min-w-0 flex-1">
                      <span className={cn('block leading-snug', active ? 'font-semibold text-white' : 'text-zinc-200')}>
                        <span className="text-muted-foreground tabular-nums">{number}. </span>
                        {lesson.title}
                      </span>
                      <span className="mt-0.5 flex items-center gap-2 text-xs text-muted-foreground">
                        <LessonIcon type={lesson.contentType} className="size-3.5 shrink-0" />
                        {length && <span className="tabular-nums">{length}</span>}
                        {lesson.isFree && (
                          <Badge variant="success" className="px-1.5 py-0 text-[10px]">
                            Free
                          </Badge>
                        )}
                      </span>
                      {lesson.awaitingGrading && (
                        <span className={cn('mt-1 block text-xs', lesson.awaitingGrading.canPass ? 'text-amber-200' : 'text-red-200')}>
                          {awaitingLine(lesson.awaitingGrading)}
                        </span>
                      )}
                      {heldBy && <span className="mt-1 block text-xs text-zinc-400">Opens when '{heldBy.title}' passes</span>}
                    </span>
                  </>
                );
                return (
                  <li key={lesson.id}>
                    {lesson.isLocked ? (
                      // Reachable by keyboard so the reason can be heard; it opens nothing.
                      <button
                        type="button"
                        aria-disabled="true"
                        className={cn(ROW, 'cursor-not-allowed opacity-60 hover:bg-white/[0.03]')}
                        onClick={() => toast.info(lockedReason(all, lesson.id))}
                      >
                        {body}
                        <span className="sr-only">, locked</span>
                      </button>
                    ) : (
                      <Link
                        to={lessonHref(lesson.id)}
                        aria-current={active ? 'true' : undefined}
                        onClick={onPick}
                        className={cn(
                          ROW,
                          'hover:bg-accent',
                          active && 'bg-primary/15 shadow-[inset_3px_0_0_var(--color-primary)] hover:bg-primary/20',
                        )}
                      >
                        {body}
                        {lesson.isCompleted && <span className="sr-only">, completed</span>}
                      </Link>
                    )}
                  </li>
                );
              })}
            </ol>
          </details>
        );
      })}
      {assessment?.available && (
        <div className="border-t border-border p-3">
          <Link
            to={lessonHref(ASSESSMENT)}
            aria-current={current === ASSESSMENT ? 'true' : undefined}
            onClick={onPick}
            className={cn(
              'flex items-center gap-3 rounded-lg border border-amber-400/40 bg-amber-500/10 px-3 py-3 outline-none hover:bg-amber-500/20 focus-visible:ring-2 focus-visible:ring-ring',
              current === ASSESSMENT && 'bg-amber-500/20',
            )}
          >
            <Award aria-hidden className="size-5 shrink-0 text-amber-300" />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-white">Course Assessment</span>
              <span className="block truncate text-xs text-amber-100/80">{assessment.title}</span>
              {assessment.awaitingGrading && (
                <span className="mt-1 block text-xs text-amber-200">{awaitingLine(assessment.awaitingGrading)}</span>
              )}
            </span>
            {assessment.passed && <Badge variant="success">Passed</Badge>}
          </Link>
        </div>
      )}
    </nav>
  );
}

function StateIcon({ lesson }: { lesson: PlayerResponse['sections'][number]['lessons'][number] }) {
  if (lesson.isCompleted) return <CheckCircle2 aria-hidden className="size-5 shrink-0 text-green-400" />;
  if (lesson.awaitingGrading) return <Hourglass aria-hidden className="size-5 shrink-0 text-amber-300" />;
  if (lesson.isLocked) return <Lock aria-hidden className="size-5 shrink-0 text-muted-foreground" />;
  return <span aria-hidden className="size-5 shrink-0 rounded-full border-2 border-zinc-500" />;
}
