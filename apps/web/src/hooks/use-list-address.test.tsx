// A list page's search, page and filters live in its address: read from it, written to it (a new
// search or filter goes back to page one), and the search handed to the query only once typing pauses.
import { act, renderHook } from '@testing-library/react';
import type * as React from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useListAddress } from './use-list-address';

function renderAt(address: string) {
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <MemoryRouter initialEntries={['/start', address]} initialIndex={1}>
      {children}
    </MemoryRouter>
  );
  return renderHook(() => ({ list: useListAddress(), location: useLocation(), navigate: useNavigate() }), { wrapper });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useListAddress', () => {
  it('reads the search and page from the address, a bad page being the first', () => {
    expect(renderAt('/list?q=rust&page=3').result.current.list).toMatchObject({ q: 'rust', page: 3, query: { q: 'rust', page: 3 } });
    for (const bad of ['0', '-2', '1.5', 'two', ''])
      expect(renderAt(`/list?page=${bad}`).result.current.list).toMatchObject({ q: '', page: 1 });
  });

  it('writes changes to the address: a new search or filter goes back to page one, a page change keeps the rest', () => {
    const { result } = renderAt('/list?q=rust&page=3&status=draft');

    act(() => result.current.list.update({ page: '4' }));
    expect(result.current.location.search).toBe('?q=rust&page=4&status=draft');

    act(() => result.current.list.update({ status: 'published' }));
    expect(result.current.location.search).toBe('?q=rust&status=published');

    act(() => result.current.list.update({ page: '2' }));
    act(() => result.current.list.update({ q: 'go', status: '' }));
    expect(result.current.location.search).toBe('?q=go');
    expect(result.current.location.pathname).toBe('/list');

    act(() => result.current.list.update({ q: null }));
    expect(result.current.location.search).toBe('');
  });

  it('adds a history entry per change, unless asked to replace the current one', () => {
    const { result } = renderAt('/list');
    act(() => result.current.list.update({ page: '2' }));
    act(() => result.current.list.update({ page: '3' }, true));
    act(() => result.current.navigate(-1));
    // Back goes past the replaced page 2, to where the list started.
    expect(result.current.location.search).toBe('');
    expect(result.current.location.pathname).toBe('/list');
  });

  it('hands the query its search trimmed, once typing has paused for 300 ms', () => {
    vi.useFakeTimers();
    const { result } = renderAt('/list?q=ru');
    expect(result.current.list.query.q).toBe('ru');

    act(() => result.current.list.update({ q: 'rus' }));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.list.update({ q: 'rust ' }));
    act(() => vi.advanceTimersByTime(299));
    // What is typed shows at once; the query waits.
    expect(result.current.list.q).toBe('rust ');
    expect(result.current.list.query.q).toBe('ru');

    act(() => vi.advanceTimersByTime(1));
    expect(result.current.list.query).toEqual({ q: 'rust', page: 1 });
  });
});
