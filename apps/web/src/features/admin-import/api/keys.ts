import type { ImportRowFilter } from '@app/core';

/** Query keys of bulk imports: one import (polled while its job runs) and pages of its rows. */
export const importKeys = {
  all: ['admin-import'] as const,
  detail: (id: string) => ['admin-import', 'detail', id] as const,
  rowLists: (id: string) => ['admin-import', 'rows', id] as const,
  rows: (id: string, show: ImportRowFilter, page: number) => ['admin-import', 'rows', id, show, page] as const,
};

export const importPaths = {
  imports: '/api/admin/imports',
  detail: (id: string) => `/api/admin/imports/${encodeURIComponent(id)}`,
};
