// The students list's filters as they stand in the page address (?q=&status=&group=&sort=&dir=&page=,
// the page link's `after`, and the course: the page's own /courses/{id}/students, or ?course= on the
// all-students page). The page
// and the router's loader read the address alike, so the loader starts the very query the page asks.
// Values go to the server as they are: its message explains a bad one (?status=lost).

export interface StudentsParams {
  q?: string;
  status?: string;
  courseId?: string;
  /** Only the learners of this group. */
  group?: string;
  sort?: string;
  dir?: string;
  page?: string;
  /** Where the page before ended (the server's page links): deep pages are read from there. */
  after?: string;
}

/** The query of a page address; `courseId` when the page is one course's, `q` the search as typed (debounced by the page). */
export function studentsParams(search: URLSearchParams, courseId?: string, q = search.get('q') ?? ''): StudentsParams {
  const value = (key: string) => search.get(key) || undefined;
  return {
    q: q.trim() || undefined,
    status: value('status'),
    courseId: courseId ?? value('course'),
    group: value('group'),
    sort: value('sort'),
    dir: value('dir'),
    page: value('page'),
    after: value('after'),
  };
}

/** The query string of the API for these filters (`page` and `after` left out for the export). */
export function studentsSearch(params: StudentsParams, { withPage = true } = {}): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value && (withPage || (key !== 'page' && key !== 'after'))) out.set(key, value);
  const text = out.toString();
  return text ? `?${text}` : '';
}
