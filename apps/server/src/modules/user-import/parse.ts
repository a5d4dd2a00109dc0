// A bulk import's file, read as CSV by a real parser (csv-parse): quoted cells with commas, quotes
// and line breaks, semicolon or tab separators, a byte order mark, CRLF or LF or CR line ends, blank lines, extra columns, and a
// header row naming the staff ID and full name columns (and, optionally, group and e-mail columns). Whatever is not a CSV of that shape is a
// 400 that says what to do, before anything is stored.
import { finished } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { CsvError, parse } from 'csv-parse';
import {
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES,
  importColumns,
  importMissingColumnsMessage,
  importRowTooLongMessage,
  importUnreadableMessage,
  type ImportSourceRow,
} from '@app/core';
import { badRequest } from '../../lib/errors.js';

/** A row longer than this is no staff ID and name: the file is not what it should be. */
const MAX_RECORD_CHARS = 64 * 1024;
/** The parser is fed this much at a time, so that a large file leaves room for other requests. */
const SLICE_CHARS = 64 * 1024;

/** Control characters no text file has (tab, line feed and carriage return excepted): a binary file. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The file's text. UTF-8 (its BOM dropped), or else Windows-1252, which spreadsheet programs on
 * Windows still write for "CSV": refusing it would send admins hunting for an encoding setting
 * over one accented name.
 */
export function decodeCsv(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (BINARY.test(text)) throw badRequest(IMPORT_MESSAGES.notCsv);
  return text;
}

/**
 * The cell separator: a comma, unless the first line has none and has semicolons (spreadsheet
 * programs set to a language whose decimal separator is a comma write those) or tabs.
 */
function delimiterOf(text: string): string {
  const first = text.trimStart().split('\n', 1)[0] ?? '';
  if (first.includes(',')) return ',';
  return [';', '\t'].find((d) => first.includes(d)) ?? ',';
}

const linesIn = (cells: readonly string[]) => cells.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);

/**
 * The data rows of a CSV, each with the line it starts on. Rows whose every cell is blank are
 * skipped like blank lines; a file without data rows is the spec's 'No valid user data found in
 * CSV file'.
 */
export async function parseImportCsv(bytes: Buffer): Promise<ImportSourceRow[]> {
  // One line end for the parser: it then counts lines right (mixed or CR-only files included).
  const text = decodeCsv(bytes).replace(/\r\n?/g, '\n');
  const records = await readRecords(text);
  const header = records.shift();
  // An empty file, blank lines only, or a header without rows.
  if (!header || records.length === 0) throw badRequest(IMPORT_MESSAGES.noRows);
  const columns = importColumns(header.record);
  if ('missing' in columns) throw badRequest(importMissingColumnsMessage(columns.missing));
  if (records.length > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MESSAGES.tooManyRows);
  return records.map(({ record, info }) => ({
    // The parser gives the line a record ends on; a quoted cell may span lines.
    line: info.lines - linesIn(record),
    staffId: record[columns.staffId] ?? '',
    fullName: record[columns.fullName] ?? '',
    ...(columns.group === undefined ? {} : { group: record[columns.group] ?? '' }),
    ...(columns.email === undefined ? {} : { email: record[columns.email] ?? '' }),
  }));
}

interface ParsedRecord {
  record: string[];
  info: { lines: number };
}

/**
 * Every record of the text, fed to the parser a slice at a time with a turn of the event loop
 * between slices, so that a large file never holds up other requests for long.
 */
async function readRecords(text: string): Promise<ParsedRecord[]> {
  const parser = parse({
    delimiter: delimiterOf(text),
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    max_record_size: MAX_RECORD_CHARS,
  });
  const records: ParsedRecord[] = [];
  parser.on('data', (r: ParsedRecord) => records.push(r));
  // `done` reports the first error; a parser may emit another as it winds down, heard here.
  parser.on('error', () => {});
  const done = finished(parser);
  done.catch(() => {}); // it may settle between slices; awaited below
  try {
    for (let at = 0; at < text.length && !parser.destroyed; at += SLICE_CHARS) {
      parser.write(text.slice(at, at + SLICE_CHARS));
      // One past the limit is enough to refuse the file (the header is one more record).
      if (records.length > IMPORT_MAX_ROWS + 1) {
        parser.destroy();
        throw badRequest(IMPORT_MESSAGES.tooManyRows);
      }
      await setImmediate();
    }
    if (!parser.destroyed) parser.end();
    await done;
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const line = (err as CsvError & { lines?: number }).lines;
    throw badRequest(err.code === 'CSV_MAX_RECORD_SIZE' ? importRowTooLongMessage(line) : importUnreadableMessage(line));
  }
  return records;
}
