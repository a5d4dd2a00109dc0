// Previous / Next lesson below the player; a locked neighbour says why instead of opening.
import { MESSAGES } from '@app/core';
import { ChevronLeft, ChevronRight, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { lessonHref, type PlayerLessonItem } from '../selection';

export function NeighbourLink({ lesson, direction }: { lesson: PlayerLessonItem | null; direction: 'prev' | 'next' }) {
  if (!lesson) return null;
  const label = direction === 'prev' ? 'Previous' : 'Next lesson';
  const icon = direction === 'prev' ? <ChevronLeft aria-hidden /> : <ChevronRight aria-hidden />;
  if (lesson.isLocked)
    return (
      // Reachable by keyboard so the reason can be heard, as in the lesson list; it opens nothing.
      <Button
        variant="secondary"
        size="sm"
        aria-disabled="true"
        className="cursor-not-allowed opacity-60"
        onClick={() => toast.info(MESSAGES.lessonLocked)}
      >
        <Lock aria-hidden /> {label}
        <span className="sr-only">, locked</span>
      </Button>
    );
  return (
    <Button asChild variant={direction === 'next' ? 'light' : 'secondary'} size="sm">
      <Link to={lessonHref(lesson.id)} aria-label={`${label}: ${lesson.title}`}>
        {direction === 'prev' && icon}
        {label}
        {direction === 'next' && icon}
      </Link>
    </Button>
  );
}
