// A setting remembered in this browser: shared by its readers and other tabs, refused values never
// stored, and kept for the page when the browser refuses storage.
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBrowserSetting } from './use-browser-setting';

const parseSize = (stored: string) => (['s', 'm', 'l'].includes(stored) ? stored : null);
const useSize = () => useBrowserSetting<string>('test.size', parseSize, 'm');

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('useBrowserSetting', () => {
  it('starts at the fallback, or at what was stored, and ignores a stored value it refuses', () => {
    expect(renderHook(useSize).result.current[0]).toBe('m');
    window.localStorage.setItem('test.size', 'l');
    expect(renderHook(useSize).result.current[0]).toBe('l');
    window.localStorage.setItem('test.size', 'xxl');
    expect(renderHook(useSize).result.current[0]).toBe('m');
  });

  it('stores a choice and every reader follows it; a refused value changes nothing', () => {
    const a = renderHook(useSize);
    const b = renderHook(useSize);
    act(() => a.result.current[1]('s'));
    expect(window.localStorage.getItem('test.size')).toBe('s');
    expect(b.result.current[0]).toBe('s');
    act(() => a.result.current[1]('huge'));
    expect(window.localStorage.getItem('test.size')).toBe('s');
    expect(a.result.current[0]).toBe('s');
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(useSize);
    act(() => {
      window.localStorage.setItem('test.size', 'l');
      window.dispatchEvent(new StorageEvent('storage', { key: 'test.size' }));
    });
    expect(result.current[0]).toBe('l');
  });

  it('keeps the choice for this page when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { result } = renderHook(useSize);
    expect(result.current[0]).toBe('m');
    act(() => result.current[1]('l'));
    expect(result.current[0]).toBe('l');
  });
});
