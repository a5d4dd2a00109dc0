// The users list's filters as they stand in the page address (?q=&role=&page=). The page and the
// router's loader read the address alike, so the loader starts the very query the page asks.
// Values go to the server as they are: its message explains a bad one (?role=owner).

export interface UsersParams {
  q?: string;
  role?: string;
  page?: string;
}

/** The query of a page address; `q` the search as typed (the page debounces it). */
export function usersParams(search: URLSearchParams, q = search.get('q') ?? ''): UsersParams {
  const value = (key: string) => search.get(key) || undefined;
  return { q: q.trim() || undefined, role: value('role'), page: value('page') };
}

/** The API's query string for these filters. */
export function usersSearch(params: UsersParams): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) out.set(key, value);
  const text = out.toString();
  return text ? `?${text}` : '';
}
