// A list page's search and page, as its address carries them and as the API takes them.

/** A list's search and page, as the page address carries them. */
export interface ListQuery {
  q: string;
  page: number;
}

/** `?q=&page=&...` for the API, leaving out what is empty or first. */
export function listSearch(query: Partial<ListQuery> & Record<string, string | number | undefined>): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    out.set(key, String(value));
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** The search and page of a list page's address: ?q=&page= (a bad page is the first). */
export function listQueryOf(params: URLSearchParams): ListQuery {
  const page = Number(params.get('page'));
  return { q: params.get('q') ?? '', page: Number.isInteger(page) && page > 1 ? page : 1 };
}
