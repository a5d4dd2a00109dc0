import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

interface PageResult {
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  shown: number;
}

/**
 * The number of pages of a paginated list kept in `?page=`. A page past the end (an old link, a
 * hand-typed number) moves to the last page in place, instead of an empty state under a count
 * that says there are rows; `moving` is true until it has (show the loading state meanwhile).
 */
export function usePageCount(result: PageResult | undefined): { pages: number; moving: boolean } {
  const [, setParams] = useSearchParams();
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  const lastPage = result && result.shown === 0 && result.total > 0 && result.page > pages ? pages : null;
  useEffect(() => {
    if (lastPage === null) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (lastPage > 1) next.set('page', String(lastPage));
        else next.delete('page');
        // A page link's position (a list read from a row) was for the page that is no more.
        next.delete('after');
        return next;
      },
      { replace: true },
    );
  }, [lastPage, setParams]);
  return { pages, moving: lastPage !== null };
}
