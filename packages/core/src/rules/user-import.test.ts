import { describe, expect, it } from 'vitest';
import { GROUP_NAME_MAX } from '../contract/groups.js';
import { IMPORT_MESSAGES } from '../contract/user-import.js';
import { classifyImportRows, importColumns, importResults, staffIdKey } from './user-import.js';

describe('the import header', () => {
  it('finds the two columns by their usual spellings, in any order and among other columns', () => {
    expect(importColumns(['Staff ID', 'Full Name'])).toEqual({ staffId: 0, fullName: 1 });
    expect(importColumns(['full_name', 'staff_id'])).toEqual({ staffId: 1, fullName: 0 });
    expect(importColumns(['Email', 'staffId', 'Department', 'fullName'])).toEqual({ staffId: 1, fullName: 3, email: 0 });
    expect(importColumns([' STAFF-NO ', 'Name'])).toEqual({ staffId: 0, fullName: 1 });
    expect(importColumns(['Staff ID', 'Full Name', 'Reason'])).toEqual({ staffId: 0, fullName: 1 });
  });

  it('finds the optional Group column whatever its letter case, and does without it', () => {
    expect(importColumns(['Staff ID', 'Full Name', 'Group'])).toEqual({ staffId: 0, fullName: 1, group: 2 });
    expect(importColumns(['GROUP', 'staff_id', 'name'])).toEqual({ staffId: 1, fullName: 2, group: 0 });
    expect(importColumns(['Staff ID', 'Group Name', 'Full Name', 'Reason'])).toEqual({ staffId: 0, fullName: 2, group: 1 });
    expect(importColumns(['Staff ID', 'Full Name', 'Department'])).toEqual({ staffId: 0, fullName: 1 });
    // A group column does not stand in for a missing one.
    expect(importColumns(['Staff ID', 'Group'])).toEqual({ missing: ['Full Name'] });
  });

  it('names the columns it could not find', () => {
    expect(importColumns(['SMHQ-S01', 'Jane Doe'])).toEqual({ missing: ['Staff ID', 'Full Name'] });
    expect(importColumns(['Staff ID', 'Surname'])).toEqual({ missing: ['Full Name'] });
    expect(importColumns(['Name'])).toEqual({ missing: ['Staff ID'] });
  });
});

describe('classifying the rows', () => {
  const row = (line: number, staffId: string, fullName: string) => ({ line, staffId, fullName });

  it('creates valid new rows, trimmed', () => {
    expect(classifyImportRows([row(2, '  SMHQ-S01 ', ' Jane Doe ')], new Set())).toEqual([
      { line: 2, staffId: 'SMHQ-S01', fullName: 'Jane Doe', group: null, email: null, outcome: 'create', reason: null },
    ]);
  });

  describe('the email cell', () => {
    const mailed = (line: number, email: string) => ({ line, staffId: `E-${line}`, fullName: `Name ${line}`, email });

    it('keeps an address trimmed; a blank or absent cell is none; anything else makes the row invalid', () => {
      const out = classifyImportRows(
        [
          mailed(2, ' jane.doe@example.org '),
          mailed(3, '  '),
          row(4, 'E-4', 'No Column'),
          mailed(5, 'not an address'),
          mailed(6, `${'a'.repeat(250)}@x.org`),
        ],
        new Set(),
      );
      expect(out.map((r) => [r.email, r.outcome, r.reason])).toEqual([
        ['jane.doe@example.org', 'create', null],
        [null, 'create', null],
        [null, 'create', null],
        ['not an address', 'invalid', 'Email must be an e-mail address, such as jane.doe@example.org'],
        [`${'a'.repeat(250)}@x.org`, 'invalid', 'Email must be at most 254 characters'],
      ]);
    });

    it('is found by its usual spellings', () => {
      expect(importColumns(['Staff ID', 'Full Name', 'E-mail address'])).toEqual({ staffId: 0, fullName: 1, email: 2 });
      expect(importColumns(['Staff ID', 'Full Name', 'Group', 'Mail'])).toEqual({ staffId: 0, fullName: 1, group: 2, email: 3 });
    });
  });

  describe('the group cell', () => {
    const grouped = (line: number, group: string) => ({ line, staffId: `G-${line}`, fullName: `Name ${line}`, group });

    it('keeps the group trimmed; a blank or absent cell is no group', () => {
      const out = classifyImportRows(
        [grouped(2, '  Sales Team '), grouped(3, '   '), grouped(4, ''), row(5, 'G-5', 'No Column')],
        new Set(),
      );
      expect(out.map((r) => [r.group, r.outcome, r.reason])).toEqual([
        ['Sales Team', 'create', null],
        [null, 'create', null],
        [null, 'create', null],
        [null, 'create', null],
      ]);
    });

    it('takes a group name of the longest length a group may have', () => {
      const [ok] = classifyImportRows([grouped(2, 'g'.repeat(GROUP_NAME_MAX))], new Set());
      expect(ok).toMatchObject({ outcome: 'create', group: 'g'.repeat(GROUP_NAME_MAX) });
    });

    it('makes a row with a group too long for a group name invalid, saying why, with its other problems', () => {
      const tooLong = 'g'.repeat(GROUP_NAME_MAX + 1);
      const [long, both] = classifyImportRows(
        [grouped(2, `  ${tooLong}  `), { line: 3, staffId: 'bad id!', fullName: 'Jane', group: tooLong }],
        new Set(),
      );
      expect(long).toEqual({
        line: 2,
        staffId: 'G-2',
        fullName: 'Name 2',
        group: tooLong,
        email: null,
        outcome: 'invalid',
        reason: `Group must be at most ${GROUP_NAME_MAX} characters`,
      });
      expect(both).toMatchObject({
        outcome: 'invalid',
        reason: `Staff ID may contain letters, digits, dots, dashes and underscores. Group must be at most ${GROUP_NAME_MAX} characters`,
      });
    });

    it('keeps the group of rows that will not be created, without checking it twice', () => {
      const out = classifyImportRows(
        [grouped(2, 'Sales'), { ...grouped(3, 'Ops'), staffId: 'g-2' }, { ...grouped(4, 'Ops'), staffId: 'OLD' }],
        new Set(['old']),
      );
      expect(out.map((r) => [r.outcome, r.group])).toEqual([
        ['create', 'Sales'],
        ['duplicate', 'Ops'],
        ['exists', 'Ops'],
      ]);
    });
  });

  it('gives every problem of an invalid row with the contract messages', () => {
    const [bad, long, empty] = classifyImportRows(
      [row(2, 'bad id!', 'Jane'), row(3, 'OK-1', 'x'.repeat(10_000)), row(4, '', '')],
      new Set(),
    );
    expect(bad).toMatchObject({ outcome: 'invalid', reason: 'Staff ID may contain letters, digits, dots, dashes and underscores' });
    expect(long).toMatchObject({ outcome: 'invalid', reason: 'Full Name must be at most 120 characters' });
    expect(empty).toMatchObject({ outcome: 'invalid', reason: 'Staff ID is required. Full Name is required' });
  });

  it('marks a repeat of an earlier valid staff ID, in any letter case, as a duplicate of that line', () => {
    const out = classifyImportRows(
      [row(2, 'bad id!', 'A'), row(3, 'smhq-s01', 'A'), row(4, 'SMHQ-S01', 'B'), row(5, 'bad id!', 'C')],
      new Set(),
    );
    expect(out.map((r) => [r.outcome, r.reason])).toEqual([
      ['invalid', expect.any(String)],
      ['create', null],
      ['duplicate', 'This Staff ID is already on line 3 of the file.'],
      // Invalid rows are not "earlier rows" a duplicate could repeat.
      ['invalid', expect.any(String)],
    ]);
  });

  it('skips staff IDs that already have an account, whatever their letter case', () => {
    const out = classifyImportRows(
      [row(2, 'Stu-001', 'A'), row(3, 'stu-001', 'B'), row(4, 'NEW-1', 'C')],
      new Set([staffIdKey('STU-001')]),
    );
    expect(out.map((r) => [r.outcome, r.reason])).toEqual([
      ['exists', IMPORT_MESSAGES.exists],
      ['duplicate', 'This Staff ID is already on line 2 of the file.'],
      ['create', null],
    ]);
  });
});

describe('the results', () => {
  it('counts rows not created for a reason to fix as failed, and existing accounts as skipped', () => {
    expect(importResults({ invalid: 2, duplicate: 1, exists: 4 }, { created: 40, failed: 3 })).toEqual({
      successful: 40,
      failed: 6,
      skipped: 4,
    });
  });
});
