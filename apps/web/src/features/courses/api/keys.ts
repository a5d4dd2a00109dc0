import type { CatalogueParams } from './catalogue-query';

/** Query keys of the catalogue and of the signed-in learner's own courses. */
export const courseKeys = {
  all: ['courses'] as const,
  home: () => ['courses', 'home'] as const,
  list: (query: CatalogueParams) => ['courses', 'list', query] as const,
  categories: () => ['courses', 'categories'] as const,
  detail: (id: string) => ['courses', 'detail', id] as const,
  preview: (id: string) => ['courses', 'preview', id] as const,
};

export const myKeys = {
  all: ['me'] as const,
  courses: () => ['me', 'courses'] as const,
  assignments: () => ['me', 'assignments'] as const,
  history: (query: { q?: string; page: number }) => ['me', 'enrollment-history', query] as const,
};
