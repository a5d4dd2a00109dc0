// Site-wide rows: the response cache's versions and the admin's settings.

import { bigint, pgTable, text, uuid } from 'drizzle-orm/pg-core';

import { updatedAt } from './columns.js';
import { users } from './people.js';

/**
 * Versions of cached public data, bumped by triggers in the same transaction as the change
 * (migration 0008): 'catalogue' covers the course list, home and course detail responses.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
