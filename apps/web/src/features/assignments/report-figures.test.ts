import { describe, expect, it } from 'vitest';
import { completionRate, formatRate, weekLabel } from './report-figures';

describe('report figures', () => {
  it('reads the completion rate, floored', () => {
    expect(completionRate({ assigned: 0, completed: 0, overdue: 0 })).toBeNull();
    expect(formatRate({ assigned: 0, completed: 0, overdue: 0 })).toBe('—');
    expect(formatRate({ assigned: 3, completed: 2, overdue: 1 })).toBe('66%');
    expect(formatRate({ assigned: 200, completed: 199, overdue: 0 })).toBe('99%');
    expect(formatRate({ assigned: 4, completed: 4, overdue: 0 })).toBe('100%');
  });

  it('labels a week by its Monday', () => {
    expect(weekLabel('2026-03-09')).toBe('9 Mar');
  });
});
