import { describe, expect, it } from 'vitest';
import { auditFiltersOf, auditSearch, dayStart } from './audit-params';

describe('the audit log filters', () => {
  it('reads the known filters from the address, trimmed, and nothing else', () => {
    expect(auditFiltersOf(new URLSearchParams('action=category.created&actor=%20ADM-1%20&page=3&from=&x=1'))).toEqual({
      action: 'category.created',
      actor: 'ADM-1',
    });
  });

  it('sends the period from the start of the first day to the end of the last, in local time', () => {
    const search = new URLSearchParams(auditSearch({ from: '2026-03-01', to: '2026-03-31', action: 'course.deleted' }, 'abc'));
    expect(search.get('from')).toBe(new Date(2026, 2, 1).toISOString());
    expect(search.get('to')).toBe(new Date(2026, 3, 1).toISOString());
    expect(search.get('action')).toBe('course.deleted');
    expect(search.get('cursor')).toBe('abc');
  });

  it('crosses month and year ends, and leaves a text that is no date for the server to refuse', () => {
    expect(dayStart('2025-12-31', 1)).toBe(new Date(2026, 0, 1).toISOString());
    expect(dayStart('yesterday')).toBe('yesterday');
    expect(auditSearch({})).toBe('');
  });
});
