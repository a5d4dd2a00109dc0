// How a row's picture (avatar, thumbnail) becomes the URL the API answers with. Our own files are
// referenced by id only; an external http(s) address, where the product allows one, stays in the
// row's URL column. The path below is built here and nowhere else.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const FILES_PATH = '/api/files/';

/** The `/api/files/{id}` path of a stored file when the row has one, else its external URL. */
export const pictureUrl = (fileId: AnyPgColumn | SQL, url: AnyPgColumn | SQL): SQL<string | null> =>
  sql<string | null>`coalesce(${sql.raw(`'${FILES_PATH}'`)} || ${fileId}, ${url})`;

/** The same, for a row already read. */
export const pictureUrlOf = (fileId: string | null, url: string | null): string | null => (fileId ? `${FILES_PATH}${fileId}` : url);

/** `/api/files/{id}` as a user may send it back (the profile form echoes the current avatar). */
export const fileIdOfUrl = (url: string): string | null =>
  url.startsWith(FILES_PATH) && /^[0-9a-f-]{36}$/i.test(url.slice(FILES_PATH.length)) ? url.slice(FILES_PATH.length).toLowerCase() : null;
