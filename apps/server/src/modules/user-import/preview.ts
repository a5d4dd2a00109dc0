// The preview of a bulk import: the file parsed, every row classified (create, already exists,
// repeated in the file, invalid with its reason; its group kept) against the users table in one query, and the
// import stored with its rows for the job to create later. Nothing is written to users.
import { sql } from 'drizzle-orm';
import { classifyImportRows, IMPORT_MESSAGES, staffIdKey, type Actor, type ImportPreviewResponse, type ImportRowsQuery } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { userImports, users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { parseImportCsv } from './parse.js';
import { presentImport, presentRowsPage } from './presenter.js';
import { findImport, importExists, importRowsPage } from './queries.js';
import type { ImportFile } from './upload.js';

const FILE_NAME_MAX = 200;

/** Which of these staff IDs (staffIdKey) have an account: one statement on the lower(staff_id) unique index. */
async function existingStaffIds(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  const { rows } = await db.execute<{ key: string }>(
    sql`select lower(${users.staffId}) as key from ${users} where lower(${users.staffId}) = any(${sql.param(keys)}::text[])`,
  );
  return new Set(rows.map((r) => r.key));
}

export async function previewImport(deps: Pick<Deps, 'db'>, actor: NonNullable<Actor>, file: ImportFile): Promise<ImportPreviewResponse> {
  const { db } = deps;
  const source = await parseImportCsv(file.bytes);
  const existing = await existingStaffIds(db, [...new Set(source.map((r) => staffIdKey(r.staffId)))]);
  const rows = classifyImportRows(source, existing);

  const importId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(userImports)
      .values({
        createdBy: actor.id,
        fileName: file.fileName.slice(0, FILE_NAME_MAX),
        totalRows: rows.length,
        toCreate: rows.filter((r) => r.outcome === 'create').length,
      })
      .returning({ id: userImports.id });
    // Every row in one statement, as parallel arrays.
    await tx.execute(sql`
      insert into user_import_rows (import_id, line, staff_id, full_name, group_name, email, outcome, reason)
      select ${created!.id}, * from unnest(
        ${sql.param(rows.map((r) => r.line))}::int[], ${sql.param(rows.map((r) => r.staffId))}::text[],
        ${sql.param(rows.map((r) => r.fullName))}::text[], ${sql.param(rows.map((r) => r.group))}::text[],
        ${sql.param(rows.map((r) => r.email))}::text[],
        ${sql.param(rows.map((r) => r.outcome))}::text[], ${sql.param(rows.map((r) => r.reason))}::text[])`);
    return created!.id;
  });
  const firstPage: ImportRowsQuery = { show: 'all', page: 1 };
  const [summary, page] = await Promise.all([findImport(db, importId), importRowsPage(db, importId, firstPage)]);
  return { import: presentImport(summary!), rows: presentRowsPage(page, firstPage.show, firstPage.page) };
}

/** One import's state and figures (the page polls it while the job runs). */
export async function getImport(deps: Pick<Deps, 'db'>, actor: NonNullable<Actor>, id: string) {
  const found = await findImport(deps.db, id);
  if (!found) throw notFound(IMPORT_MESSAGES.notFound);
  return { import: presentImport(found) };
}

/** A page of an import's rows, all or by outcome or result. */
export async function listImportRows(deps: Pick<Deps, 'db'>, actor: NonNullable<Actor>, id: string, q: ImportRowsQuery) {
  const [found, page] = await Promise.all([importExists(deps.db, id), importRowsPage(deps.db, id, q)]);
  if (!found) throw notFound(IMPORT_MESSAGES.notFound);
  return presentRowsPage(page, q.show, q.page);
}
