import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { ApiError } from '@/lib/api';
import { assignErrorField, assignInputOf, dueRuleText, EMPTY_ASSIGN_FORM, latestDueDate } from './assign-form';

const TODAY = '2026-03-10';
const GROUP = '0b9c6f3e-4a59-4d7e-9f3e-1f2a3b4c5d6e';

describe('assignInputOf', () => {
  it('builds the request of a group and pasted Staff IDs, due on a date', () => {
    const { input, errors } = assignInputOf(
      { ...EMPTY_ASSIGN_FORM, groupIds: [GROUP], staffIdsText: 'STU-001\nstu-001, STU-002', dueDate: '2026-04-01' },
      TODAY,
    );
    expect(errors).toEqual({});
    expect(input).toEqual({
      staffIds: ['STU-001', 'STU-002'],
      groupIds: [GROUP],
      due: { type: 'date', date: '2026-04-01' },
      recertMonths: null,
    });
  });

  it('takes days after assignment and a recertification interval', () => {
    const { input } = assignInputOf(
      { ...EMPTY_ASSIGN_FORM, staffIdsText: 'STU-001', dueType: 'days', dueDays: '14', recert: true, recertMonths: '12' },
      TODAY,
    );
    expect(input).toMatchObject({ due: { type: 'days', days: 14 }, recertMonths: 12 });
  });

  it('asks for someone to assign to', () => {
    expect(assignInputOf({ ...EMPTY_ASSIGN_FORM, dueDate: '2026-04-01' }, TODAY).errors).toEqual({
      targets: 'Choose at least one group or person',
    });
  });

  it('names what is not a Staff ID', () => {
    expect(assignInputOf({ ...EMPTY_ASSIGN_FORM, staffIdsText: 'STU-001 J@ne', dueDate: '2026-04-01' }, TODAY).errors.staffIds).toMatch(
      /“J@ne”/,
    );
  });

  it('refuses a due date in the past, missing, or too far ahead', () => {
    const base = { ...EMPTY_ASSIGN_FORM, staffIdsText: 'STU-001' };
    expect(assignInputOf({ ...base, dueDate: '2026-03-09' }, TODAY).errors.due).toMatch(/past/);
    expect(assignInputOf({ ...base, dueDate: '' }, TODAY).errors.due).toBe('Choose the due date.');
    expect(assignInputOf({ ...base, dueDate: latestDueDate(TODAY) }, TODAY).errors).toEqual({});
    expect(assignInputOf({ ...base, dueDate: '2031-03-11' }, TODAY).errors.due).toBe(MESSAGES.assignDueTooFar);
    // A leap day five years on is the 28th, the server's own reading (core addMonths).
    expect(latestDueDate('2028-02-29')).toBe('2033-02-28');
    expect(assignInputOf({ ...base, dueDate: TODAY }, TODAY).input).not.toBeNull();
  });

  it('refuses 0 days, 1,000 months and empty numbers with the schema’s texts', () => {
    const base = { ...EMPTY_ASSIGN_FORM, staffIdsText: 'STU-001', dueType: 'days' as const };
    expect(assignInputOf({ ...base, dueDays: '0' }, TODAY).errors.due).toBe('Days must be at least 1');
    expect(assignInputOf({ ...base, dueDays: '' }, TODAY).errors.due).toBeTruthy();
    expect(assignInputOf({ ...base, recert: true, recertMonths: '1000' }, TODAY).errors.recertMonths).toBe(
      'Recertification must be at most 120 months',
    );
    expect(assignInputOf({ ...base, recert: true, recertMonths: '0' }, TODAY).errors.recertMonths).toBe(
      'Recertification must be at least 1 month',
    );
  });
});

describe('assignErrorField', () => {
  it('puts the server’s refusals beside their fields', () => {
    expect(assignErrorField(new ApiError(404, 'NOT_FOUND', 'Group not found. It may have been deleted.'))).toBe('targets');
    expect(assignErrorField(new ApiError(422, 'VALIDATION_ERROR', 'No account has the Staff ID STU-999.'))).toBe('staffIds');
    expect(assignErrorField(new ApiError(400, 'VALIDATION_ERROR', 'Due date must be today or later'))).toBe('due');
    expect(assignErrorField(new ApiError(400, 'VALIDATION_ERROR', 'Recertification must be at least 1 month'))).toBe('recertMonths');
    expect(assignErrorField(new ApiError(409, 'CONFLICT', 'Only a published course can be assigned.'))).toBe('form');
    expect(assignErrorField(new Error('boom'))).toBe('form');
  });
});

describe('dueRuleText', () => {
  it('reads a due rule', () => {
    expect(dueRuleText({ type: 'date', date: '2026-04-01' }, (d) => d)).toBe('By 2026-04-01');
    expect(dueRuleText({ type: 'days', days: 1 }, (d) => d)).toBe('1 day after assignment');
    expect(dueRuleText({ type: 'days', days: 30 }, (d) => d)).toBe('30 days after assignment');
  });
});
