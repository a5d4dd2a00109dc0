import { plural } from '@app/core';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Pagination } from '@/components/pagination';
import { usePageCount } from '@/hooks/use-page-count';
import { formatDay } from '@/lib/format-date';
import { useAdminReviews } from '../api/get-reviews';
import { AdminPage } from '@/components/admin-page';
import { EmptyState, ListSkeleton, LoadError } from '@/components/list-parts';
import { useListAddress } from '@/hooks/use-list-address';

/** Five stars, the rating's filled, named by the rating for screen readers. */
function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className="inline-flex gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden className={`size-4 ${i < rating ? 'fill-amber-400 text-amber-400' : 'text-zinc-600'}`} />
      ))}
    </span>
  );
}

/** /admin/reviews: every course review, newest first, read-only. */
export function Component() {
  const { page } = useListAddress();
  const reviews = useAdminReviews(page);
  const data = reviews.data;
  const { pages, moving } = usePageCount(data && { ...data, shown: data.reviews.length });
  return (
    <AdminPage title="Reviews" description="What learners rated the courses they take, newest first.">
      <p role="status" className="mt-6 min-h-5 text-sm text-zinc-300">
        {data && !reviews.isError ? plural(data.total, 'review') : reviews.isPending ? 'Loading reviews…' : ''}
      </p>
      <section aria-label="Reviews" aria-busy={reviews.isFetching} className="mt-3">
        {reviews.isError && !data ? (
          <LoadError
            title="Failed to load reviews"
            error={reviews.error}
            onRetry={() => void reviews.refetch()}
            retrying={reviews.isFetching}
          />
        ) : !data || moving ? (
          <ListSkeleton label="Loading reviews" />
        ) : data.reviews.length === 0 ? (
          <EmptyState icon={Star} title="No reviews yet">
            Reviews appear here as learners rate the courses they are enrolled in.
          </EmptyState>
        ) : (
          <ol className={`grid gap-3 ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}>
            {data.reviews.map((r) => (
              <li key={r.id} className="rounded-xl border border-border bg-card p-4">
                <article aria-label={`${r.learnerName} on ${r.course.title}`}>
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Link
                      to={`/course-details/${r.course.id}`}
                      className="min-w-0 font-semibold break-words text-white hover:underline focus-visible:underline focus-visible:outline-none"
                    >
                      {r.course.title}
                    </Link>
                    <time dateTime={r.createdAt} className="text-xs text-muted-foreground">
                      {formatDay(r.createdAt)}
                    </time>
                  </div>
                  <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
                    <Stars rating={r.rating} />
                    <span className="text-sm text-zinc-300">{r.learnerName}</span>
                  </div>
                  {r.comment ? (
                    <p className="mt-2 text-sm break-words whitespace-pre-line text-zinc-200">{r.comment}</p>
                  ) : (
                    <p className="mt-2 text-sm text-muted-foreground italic">A rating without a comment.</p>
                  )}
                </article>
              </li>
            ))}
          </ol>
        )}
      </section>
      {data && pages > 1 && (
        <div className="mt-6">
          <Pagination page={data.page} pages={pages} label="Review pages" />
        </div>
      )}
    </AdminPage>
  );
}
