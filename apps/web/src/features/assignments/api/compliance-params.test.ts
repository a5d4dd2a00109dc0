import { describe, expect, it } from 'vitest';
import { complianceExportHref, complianceParams, complianceSearch } from './compliance-params';

describe('complianceParams', () => {
  it('reads the filters of the address, defaults for what it does not know', () => {
    expect(complianceParams(new URLSearchParams(''))).toEqual({ status: 'all', page: 1 });
    expect(complianceParams(new URLSearchParams('course=c1&group=g1&status=overdue&page=3'))).toEqual({
      course: 'c1',
      group: 'g1',
      status: 'overdue',
      page: 3,
    });
    expect(complianceParams(new URLSearchParams('status=late&page=-2'))).toEqual({ status: 'all', page: 1 });
    expect(complianceParams(new URLSearchParams('page=1.5'))).toEqual({ status: 'all', page: 1 });
  });

  it('keeps a course’s own report on its course', () => {
    expect(complianceParams(new URLSearchParams('course=other'), 'mine').course).toBe('mine');
  });
});

describe('complianceSearch and the export', () => {
  it('leaves defaults out; the export has the filters without the page', () => {
    expect(complianceSearch({ status: 'all', page: 1 })).toBe('');
    const params = { course: 'c1', group: 'g1', status: 'expired' as const, page: 2 };
    expect(complianceSearch(params)).toBe('?course=c1&group=g1&status=expired&page=2');
    expect(complianceExportHref(params)).toBe('/api/compliance/export.csv?course=c1&group=g1&status=expired');
    expect(complianceExportHref({ status: 'all', page: 4 })).toBe('/api/compliance/export.csv');
  });
});
