// The catalogue's sizes and sorts, shared by the API and the web app. No zod here: the web app's
// public pages read these without loading a schema (contract/catalogue.ts re-exports them).
export const COURSE_SORTS = ['newest', 'popular', 'price_low', 'price_high'] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];
export const CATALOGUE_PAGE_SIZE = 24;
export const HOME_ROW_SIZE = 10;
export const TRENDING_SIZE = 8;
export const FEATURED_SIZE = 5;
export const SEARCH_MAX = 200;
