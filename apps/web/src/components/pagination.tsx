import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { cn } from '@/lib/utils';

/** Page numbers to show: the first, the last, and two either side of the current one, with gaps. */
function pageList(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md border border-border px-3 text-sm font-semibold text-zinc-200 transition-colors outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring';

/**
 * Previous, page numbers, Next as links that change the `page` search parameter, so every page
 * has its address and the back button walks through them. `linkParams` adds what a list's server
 * needs besides the number to find a page (its page link, e.g. `after`; null removes one).
 */
export function Pagination({
  page,
  pages,
  label = 'Pagination',
  linkParams,
}: {
  page: number;
  pages: number;
  label?: string;
  linkParams?: (page: number) => Record<string, string | null>;
}) {
  const [params] = useSearchParams();
  if (pages <= 1) return null;
  const href = (p: number) => {
    const next = new URLSearchParams(params);
    if (p <= 1) next.delete('page');
    else next.set('page', String(p));
    for (const [key, value] of Object.entries(linkParams?.(p) ?? {})) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };
  const disabled = 'pointer-events-none opacity-40';
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={href(page - 1)} className={itemClass}>
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(itemClass, disabled)}>
          <ChevronLeft aria-hidden className="size-4" /> Previous
        </span>
      )}
      {pageList(page, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <Link
            key={p}
            to={href(p)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Page ${p}`}
            className={cn(itemClass, p === page && 'border-primary bg-primary text-white hover:bg-primary')}
          >
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={href(page + 1)} className={itemClass}>
          Next <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : (
        <span aria-disabled="true" className={cn(itemClass, disabled)}>
          Next <ChevronRight aria-hidden className="size-4" />
        </span>
      )}
    </nav>
  );
}
