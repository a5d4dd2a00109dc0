/**
 * The catalogue's search parameters as they stand in the page address: sent as they are, so the
 * server's validation message for a bad value (e.g. ?level=expert) can be shown.
 */
export interface CatalogueParams {
  q?: string;
  category?: string;
  level?: string;
  sort?: string;
  page?: string;
}

/**
 * The catalogue query of a page address: what /courses asks for, and what the router's loader
 * starts fetching before the page's code has loaded, so both must read the address alike. `q` is the
 * search text (the page passes its debounced copy while the user types).
 */
export function catalogueQuery(search: URLSearchParams, q = search.get('q') ?? ''): CatalogueParams {
  const value = (key: keyof CatalogueParams) => search.get(key) || undefined;
  return { q: q.trim() || undefined, category: value('category'), level: value('level'), sort: value('sort'), page: value('page') };
}
