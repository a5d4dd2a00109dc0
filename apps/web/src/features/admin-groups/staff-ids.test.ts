// Reading the Staff IDs pasted into Add members: separators, blanks, repeats, what is no Staff ID,
// and the limit of one request.
import { GROUP_ADD_MAX } from '@app/core';
import { describe, expect, it } from 'vitest';
import { parseStaffIds, staffIdsProblem } from './staff-ids';

describe('parseStaffIds', () => {
  it('reads one per line, or separated by commas, semicolons, tabs and spaces, skipping blanks', () => {
    const pasted = '  STU-001\nSTU-002\r\n\n STU-003, STU-004;STU-005\tSTU-006   STU-007,,\n';
    expect(parseStaffIds(pasted)).toEqual({
      staffIds: ['STU-001', 'STU-002', 'STU-003', 'STU-004', 'STU-005', 'STU-006', 'STU-007'],
      invalid: [],
      tooMany: false,
    });
  });

  it('keeps each Staff ID once, whatever its letter case, in the order first pasted', () => {
    expect(parseStaffIds('ins-001\nSTU-001\nINS-001\nstu-001').staffIds).toEqual(['ins-001', 'STU-001']);
  });

  it('sets apart what is no Staff ID', () => {
    const result = parseStaffIds('STU-001\nJohn+Smith\n-dash\nSTU.002_a');
    expect(result.staffIds).toEqual(['STU-001', 'STU.002_a']);
    expect(result.invalid).toEqual(['John+Smith', '-dash']);
    expect(staffIdsProblem(result)).toBe(
      'These are not Staff IDs: “John+Smith”, “-dash”. A Staff ID has letters, digits, dots, dashes and underscores only.',
    );
    expect(staffIdsProblem(parseStaffIds('x'.repeat(51)))).toMatch(/^This is not a Staff ID: /);
  });

  it('names at most five of what is no Staff ID', () => {
    expect(staffIdsProblem(parseStaffIds('a! b! c! d! e! f! g!'))).toMatch(/“e!” and 2 more\./);
  });

  it('asks for at least one, and at most GROUP_ADD_MAX', () => {
    expect(parseStaffIds(' \n , ')).toEqual({ staffIds: [], invalid: [], tooMany: false });
    expect(staffIdsProblem(parseStaffIds(''))).toBe('Enter at least one Staff ID.');

    const ids = (n: number) => Array.from({ length: n }, (_, i) => `E2E-${i}`).join('\n');
    expect(parseStaffIds(ids(GROUP_ADD_MAX)).tooMany).toBe(false);
    expect(staffIdsProblem(parseStaffIds(ids(GROUP_ADD_MAX)))).toBeNull();
    const over = parseStaffIds(ids(GROUP_ADD_MAX + 1));
    expect(over.tooMany).toBe(true);
    expect(staffIdsProblem(over)).toBe(`Add at most ${GROUP_ADD_MAX} Staff IDs at a time: this list has ${GROUP_ADD_MAX + 1}.`);
  });
});
