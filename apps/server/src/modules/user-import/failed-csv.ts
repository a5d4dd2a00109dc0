// The rows of an import that were not created for a reason to fix (invalid, repeated in the file,
// refused by the job), as a CSV with the sample's columns, the Group, the Email and a Reason: the admin fixes it and
// uploads it again (the Reason column is ignored then). Streamed a batch of rows at a time, by
// line on the rows' primary key, each batch a short query of its own (no connection held while a
// slow client reads). UTF-8 with a BOM and CRLF for spreadsheet programs; cells that would start a
// formula are prefixed with ' (csv-stringify's escape_formulas), as in the students export.
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { IMPORT_FAILED_COLUMNS, IMPORT_MESSAGES, type Actor } from '@app/core';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';
import { failedRowsAfter, importExists, type ImportRowData } from './queries.js';

const BATCH_ROWS = 1_000;

async function* failedRecords(db: Db, importId: string): AsyncGenerator<string[]> {
  yield [...IMPORT_FAILED_COLUMNS];
  let after = 0;
  for (;;) {
    const rows: ImportRowData[] = await failedRowsAfter(db, importId, after, BATCH_ROWS);
    for (const r of rows) {
      yield [r.staffId, r.fullName, r.groupName ?? '', r.email ?? '', r.result === 'failed' ? (r.resultReason ?? '') : (r.reason ?? '')];
    }
    if (rows.length < BATCH_ROWS) return;
    after = rows.at(-1)!.line;
  }
}

export async function failedRowsCsv(deps: Pick<Deps, 'db' | 'clock'>, actor: NonNullable<Actor>, importId: string) {
  const { db } = deps;
  const now = deps.clock();
  if (!(await importExists(db, importId))) throw notFound(IMPORT_MESSAGES.notFound);
  const csv = stringify({ bom: true, record_delimiter: 'windows', escape_formulas: true });
  // A query failing midway ends the download with an error (pipeline destroys the stream) rather than a hang.
  pipeline(Readable.from(failedRecords(db, importId)), csv, () => {});
  return { filename: `import-failed-rows-${now.toISOString().slice(0, 10)}.csv`, stream: csv };
}
