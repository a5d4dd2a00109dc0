import { AlertCircle, RotateCcw, Star } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { formatDay } from '@/lib/format-date';
import { useCourseReviews } from '../../api/get-course-reviews';

/** The Reviews tab: learners' ratings, newest first, a page at a time. */
export function ReviewsTab({ courseId }: { courseId: string }) {
  const [page, setPage] = useState(1);
  const reviews = useCourseReviews(courseId, page);
  const data = reviews.data;
  if (reviews.isError && !data)
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden />
        <AlertTitle>Failed to load reviews</AlertTitle>
        <AlertDescription className="flex flex-wrap items-center gap-3">
          {errorMessage(reviews.error, 'Please try again.')}
          <Button size="sm" variant="outline" onClick={() => void reviews.refetch()}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  if (!data)
    return (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading reviews">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  if (data.reviews.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-border bg-card/60 px-6 py-10 text-center text-muted-foreground">
        No reviews yet.
      </p>
    );
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3">
        {data.reviews.map((r) => (
          <li key={r.id} className="rounded-xl border border-border bg-card p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-white">{r.learnerName}</p>
              <p className="text-xs text-muted-foreground">{formatDay(r.createdAt)}</p>
            </div>
            <p className="mt-1 flex items-center gap-0.5" aria-label={`${r.rating} out of 5 stars`}>
              {[1, 2, 3, 4, 5].map((n) => (
                <Star key={n} aria-hidden className={n <= r.rating ? 'size-4 fill-amber-400 text-amber-400' : 'size-4 text-zinc-600'} />
              ))}
            </p>
            {r.comment && <p className="mt-2 text-sm break-words text-zinc-300">{r.comment}</p>}
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="flex items-center justify-between gap-3 text-sm">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <span className="text-muted-foreground">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}
