// A CSV download streamed straight from a database cursor (a batch of rows at a time, so the
// server's memory stays flat whatever the number of rows), on a connection of the export pool.
// UTF-8 with a BOM and CRLF line ends, so that spreadsheet programs open it as it is; a header row;
// and every cell that starts with =, +, -, @, a tab or a carriage return prefixed with ' so that no
// spreadsheet runs it as a formula (csv-stringify's escape_formulas). The students export and the
// compliance export both go through it.
import { pipeline, Transform, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import QueryStream from 'pg-query-stream';
import { MESSAGES } from '@app/core';
import { serviceUnavailable } from '../lib/errors.js';
import type { ExportPool } from './client.js';

const dialect = new PgDialect();
/** Rows fetched from the cursor at a time. */
const BATCH_ROWS = 500;
/** When to try again once every export connection is in use. */
const BUSY_RETRY_SECONDS = 10;

/**
 * The rows of `query` as a stream of CSV bytes, `header` first and `record` making each line.
 * When every export connection is busy it is refused with a 503 at once; the connection goes back
 * when the stream ends, fails or is abandoned.
 */
export async function csvFromQuery<Row>(
  exports: ExportPool,
  query: SQL,
  header: readonly string[],
  record: (row: Row) => (string | number)[],
): Promise<Readable> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = await exports.tryConnect();
  if (!client) throw serviceUnavailable(MESSAGES.exportsBusy, BUSY_RETRY_SECONDS);
  // The export pool's statement and read limits last as long as a slow download (EXPORT_TIMEOUT_MS).
  const rows = client.query(new QueryStream(text, params, { batchSize: BATCH_ROWS }));
  const records = new Transform({ objectMode: true, transform: (row: Row, _encoding, done) => done(null, record(row)) });
  // The header row goes first, before the statement's first rows (sorted, they come only once all
  // are read): the download starts at once.
  records.push([...header]);
  const csv = stringify({ bom: true, record_delimiter: 'windows', escape_formulas: true });
  // A connection lost mid-download (a restart, a terminated backend) reaches the cursor's stream as
  // nothing at all, and destroying that stream waits for the dead cursor for ever: the next stream
  // ends the download with an error instead of leaving it hanging, and the connection is given up
  // here (on Node 24, unlike 20, pipeline's callback waits for every stream to close: the cursor's never does).
  const lost = () => {
    const error = new Error('The database connection was lost during the export.');
    records.destroy(error);
    release(error);
  };
  client.once('error', lost).once('end', lost);
  // The connection goes back as soon as the statement has given its last row (the file's last
  // lines may still be on their way to a slow reader). A stream cut short leaves the connection
  // mid-statement: it is closed rather than reused.
  let released = false;
  const release = (err?: Error) => {
    if (released) return;
    released = true;
    client.off('error', lost).off('end', lost);
    client.release(err);
  };
  rows.once('end', () => release());
  pipeline(rows, records, csv, (err) => release(err ?? undefined));
  return csv;
}

/** A title as part of a file name: 'students-safety-basics-2026-12-01.csv'. */
export const fileSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
