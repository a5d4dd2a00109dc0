import { describe, expect, it } from 'vitest';
import { catalogueQuery } from './catalogue-query';

// The page and the router's loader both read the address with this: the same address must give the
// same query (and so the same cache entry), or the page would ask a second time.
describe('catalogueQuery', () => {
  it('keeps what the address says, trims the search and drops what is empty', () => {
    expect(catalogueQuery(new URLSearchParams('q=%20rust%20&level=beginner&sort=&page=2&other=x'))).toEqual({
      q: 'rust',
      category: undefined,
      level: 'beginner',
      sort: undefined,
      page: '2',
    });
    expect(catalogueQuery(new URLSearchParams(''))).toEqual(catalogueQuery(new URLSearchParams('q=&category=')));
  });

  it("searches for the page's debounced text while the address already holds newer typing", () => {
    expect(catalogueQuery(new URLSearchParams('q=rus&level=advanced'), 'ru').q).toBe('ru');
    expect(catalogueQuery(new URLSearchParams('q=rus'), '  ').q).toBeUndefined();
  });
});
