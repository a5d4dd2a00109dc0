import { MESSAGES } from '@app/core';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { passwordChangeAction } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/utils';
import { useRateCourse } from '../api/rate-course';

/** 1 to 5 stars for an enrolled learner: native radio buttons, so arrows and Space work as everywhere. */
export function StarRating({ courseId, value }: { courseId: string; value: number | null }) {
  const name = useId();
  const rate = useRateCourse();
  const [hover, setHover] = useState<number | null>(null);
  // The choice shows at once (a controlled radio must change in the same render as the click),
  // and goes back to the stored rating if the server refuses it.
  const [chosen, setChosen] = useState<number | null>(null);
  const current = chosen ?? value;
  const shown = hover ?? current ?? 0;

  const save = (rating: number) => {
    setChosen(rating);
    rate.mutate(
      { courseId, rating },
      {
        // One toast, replaced by the next choice: arrow keys may pass over several stars.
        onSuccess: ({ message }) => toast.success(message || MESSAGES.ratingSaved, { id: `rating-${courseId}` }),
        onError: (error) => {
          setChosen(null);
          toast.error(errorMessage(error, MESSAGES.enrollFirstToRate), { id: `rating-${courseId}`, ...passwordChangeAction(error) });
        },
      },
    );
  };

  return (
    <fieldset className="rounded-xl border border-border bg-card p-4">
      <legend className="sr-only">Rate this course</legend>
      <p aria-hidden className="text-sm font-semibold text-white">
        Rate this course
      </p>
      <p className="text-xs text-muted-foreground">{value ? `Your rating: ${value} of 5` : 'You have not rated this course yet.'}</p>
      <div role="radiogroup" aria-label="Your rating" className="mt-2 flex gap-1" onMouseLeave={() => setHover(null)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="relative cursor-pointer" onMouseEnter={() => setHover(n)}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={current === n}
              onChange={() => save(n)}
              className="peer absolute inset-0 opacity-0"
            />
            <Star
              aria-hidden
              className={cn(
                'size-8 rounded transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
                n <= shown ? 'fill-amber-400 text-amber-400' : 'text-zinc-500',
              )}
            />
            <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
