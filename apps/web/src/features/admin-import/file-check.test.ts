import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@app/core';
import { describe, expect, it } from 'vitest';
import { csvFileProblem, NOT_A_CSV_NAME } from './file-check';

describe('the chosen file', () => {
  it('takes a .csv within the limit, whatever the letter case of its extension', () => {
    expect(csvFileProblem({ name: 'students.csv', size: 100 })).toBeNull();
    expect(csvFileProblem({ name: 'Term 1.CSV', size: IMPORT_MAX_BYTES })).toBeNull();
  });
  it('refuses another kind of file, a file over 5 MB and an empty one before sending them', () => {
    expect(csvFileProblem({ name: 'students.xlsx', size: 100 })).toBe(NOT_A_CSV_NAME);
    expect(csvFileProblem({ name: 'students.csv.png', size: 100 })).toBe(NOT_A_CSV_NAME);
    expect(csvFileProblem({ name: 'big.csv', size: IMPORT_MAX_BYTES + 1 })).toBe(IMPORT_MESSAGES.tooLarge);
    expect(csvFileProblem({ name: 'empty.csv', size: 0 })).toBe(IMPORT_MESSAGES.noRows);
  });
});
