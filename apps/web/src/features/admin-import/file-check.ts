import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@app/core';

export const NOT_A_CSV_NAME = 'Choose a file whose name ends in .csv.';

/**
 * What is wrong with a chosen or dropped file before it is sent, if anything: the picker takes only
 * .csv (spec), a drop may bring anything; the size limit is checked here so that a large file is
 * not uploaded only to be refused. The server checks the content again.
 */
export function csvFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (!/\.csv$/i.test(file.name.trim())) return NOT_A_CSV_NAME;
  if (file.size > IMPORT_MAX_BYTES) return IMPORT_MESSAGES.tooLarge;
  if (file.size === 0) return IMPORT_MESSAGES.noRows;
  return null;
}
