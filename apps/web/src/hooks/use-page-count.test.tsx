// The number of pages of a paginated list, and the move to the last page when the address asks for
// one past the end (an old link, a hand-typed number): in place, without a history entry.
import { act, renderHook } from '@testing-library/react';
import type * as React from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageCount } from './use-page-count';

type Result = Parameters<typeof usePageCount>[0];

function renderAt(address: string, result: Result) {
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <MemoryRouter initialEntries={['/start', address]} initialIndex={1}>
      {children}
    </MemoryRouter>
  );
  return renderHook(
    (props: { result: Result }) => ({ count: usePageCount(props.result), location: useLocation(), navigate: useNavigate() }),
    {
      wrapper,
      initialProps: { result },
    },
  );
}

describe('usePageCount', () => {
  it('counts the pages, one at least', () => {
    expect(renderAt('/list', { page: 1, pageSize: 20, total: 41, shown: 20 }).result.current.count).toEqual({ pages: 3, moving: false });
    expect(renderAt('/list', { page: 1, pageSize: 20, total: 0, shown: 0 }).result.current.count).toEqual({ pages: 1, moving: false });
    expect(renderAt('/list', undefined).result.current.count).toEqual({ pages: 1, moving: false });
  });

  it('moves a page past the end to the last page, in place, dropping the row position', () => {
    const { result, rerender } = renderAt('/list?q=rust&page=9&after=abc', { page: 9, pageSize: 20, total: 41, shown: 0 });
    expect(result.current.location.search).toBe('?q=rust&page=3');
    // Until the list of the new page arrives, the page shows it is moving (no empty state).
    expect(result.current.count).toEqual({ pages: 3, moving: true });
    rerender({ result: { page: 3, pageSize: 20, total: 41, shown: 1 } });
    expect(result.current.count).toEqual({ pages: 3, moving: false });

    // Replaced, not pushed: back leaves the list.
    act(() => result.current.navigate(-1));
    expect(result.current.location.pathname).toBe('/start');
  });

  it('drops the page from the address when the last page is the first', () => {
    const { result } = renderAt('/list?page=2', { page: 2, pageSize: 20, total: 5, shown: 0 });
    expect(result.current.location.search).toBe('');
  });

  it('leaves an empty list alone (nothing to move to)', () => {
    const { result } = renderAt('/list?page=2', { page: 2, pageSize: 20, total: 0, shown: 0 });
    expect(result.current.location.search).toBe('?page=2');
    expect(result.current.count.moving).toBe(false);
  });
});
