import type { ImportRowFilter, ImportRowOutcome, ImportRowResult } from '@app/core';

/** How the screens word a row's preview outcome and the import's result. */
export const OUTCOME_LABELS: Record<ImportRowOutcome, string> = {
  create: 'To create',
  exists: 'Has an account',
  duplicate: 'Repeated in file',
  invalid: 'Invalid',
};

export const RESULT_LABELS: Record<ImportRowResult, string> = { created: 'Created', failed: 'Failed' };

export const FILTER_LABELS: Record<ImportRowFilter, string> = {
  all: 'All rows',
  create: 'To create',
  exists: 'Already have an account',
  duplicate: 'Repeated in the file',
  invalid: 'Invalid',
  created: 'Created',
  failed: 'Failed: to fix',
};
