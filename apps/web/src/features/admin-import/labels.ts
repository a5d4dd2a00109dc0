import type { ImportRowFilter, ImportRowOutcome, ImportRowResult, ImportStatus } from '@app/core';

/** How the screens word a row's preview outcome and the import's result. */
export const OUTCOME_LABELS: Record<ImportRowOutcome, string> = {
  create: 'To create',
  exists: 'Has an account',
  duplicate: 'Repeated in file',
  invalid: 'Invalid',
};

export const RESULT_LABELS: Record<ImportRowResult, string> = { created: 'Created', failed: 'Failed' };

const FILTER_LABELS: Record<ImportRowFilter, string> = {
  all: 'All rows',
  create: 'To create',
  exists: 'Already have an account',
  duplicate: 'Repeated in the file',
  invalid: 'Invalid',
  created: 'Created',
  failed: 'Failed',
};

/** The rows not created for a reason to fix are 'To fix' before the import, 'Failed' after. */
export const filterLabel = (filter: ImportRowFilter, status: ImportStatus) =>
  filter === 'failed' && status === 'previewed' ? 'To fix' : FILTER_LABELS[filter];
