import { describe, expect, it } from 'vitest';
import { assignedDue } from './assigned-due';

const base = { today: '2026-03-10', cycle: 1, completedAt: null, expiresOn: null };

describe('assignedDue', () => {
  it('counts the days to the due date from the response’s today', () => {
    expect(assignedDue({ ...base, status: 'not_started', dueOn: '2026-03-13' })).toEqual({
      text: 'Due in 3 days',
      tone: 'warning',
      detail: 'Due Fri, 13 Mar 2026',
    });
    expect(assignedDue({ ...base, status: 'in_progress', dueOn: '2026-04-30' }).tone).toBe('muted');
    expect(assignedDue({ ...base, status: 'overdue', dueOn: '2026-03-08' })).toMatchObject({ text: 'Overdue by 2 days', tone: 'danger' });
  });

  it('tells a completed course when it must be repeated', () => {
    expect(
      assignedDue({ ...base, status: 'completed', dueOn: '2026-03-01', completedAt: '2026-02-20T10:00:00Z', expiresOn: '2027-02-20' }),
    ).toMatchObject({ tone: 'success', detail: 'Recertify by Sat, 20 Feb 2027' });
    expect(
      assignedDue({ ...base, status: 'expiring_soon', dueOn: '2026-03-01', completedAt: '2025-03-20T10:00:00Z', expiresOn: '2026-03-20' }),
    ).toMatchObject({ text: 'Recertify: due in 10 days', tone: 'warning' });
  });

  it('reads a new recertification cycle, open or past its date', () => {
    expect(assignedDue({ ...base, cycle: 2, status: 'expiring_soon', dueOn: '2026-03-11' })).toMatchObject({
      text: 'Due tomorrow',
      tone: 'warning',
    });
    expect(assignedDue({ ...base, cycle: 2, status: 'expired', dueOn: '2026-03-09' })).toMatchObject({
      text: 'Overdue by 1 day',
      tone: 'danger',
    });
  });

  it('says a waived assignment asks nothing', () => {
    expect(assignedDue({ ...base, status: 'waived', dueOn: '2026-03-01' }).text).toBe('Not required');
  });
});
