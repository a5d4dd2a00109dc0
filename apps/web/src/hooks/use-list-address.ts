import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { listQueryOf } from '@/lib/list-query';

/**
 * A list page's search, page and other filters, kept in its address (?q=&page=&...): a reload, a
 * shared link and the back button show the same list. The search is sent once typing pauses.
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const { q, page } = listQueryOf(params);
  const debouncedQ = useDebouncedValue(q.trim(), 300);

  /** Sets (or with '' / null removes) parameters; any change but the page's goes back to page one. */
  const update = (change: Record<string, string | null | undefined>, replace = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next, { replace });
  };

  return { params, q, page, query: { q: debouncedQ, page }, update };
}
