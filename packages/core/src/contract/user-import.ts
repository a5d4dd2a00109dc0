// Bulk user import (instructor-and-admin.md sections 2, 4, 5, 8; issue 16 item 6): an admin uploads
// a CSV of staff IDs and full names, the server previews every row (nothing written), then a
// background job creates the students, and the page follows its progress and results.
import { z } from 'zod';
import { IMPORT_ROW_OUTCOMES, IMPORT_ROW_RESULTS, IMPORT_STATUSES } from '../enums.js';
import { optionalText } from './fields.js';
import { GROUP_NAME_MAX } from './groups.js';

/** The largest file taken (the page says so, and checks before sending). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** More rows than this in one file are refused: split the file. Keeps a preview and its job short. */
export const IMPORT_MAX_ROWS = 20_000;
export const IMPORT_ROWS_PAGE_SIZE = 50;
export const IMPORT_ROWS_PAGE_MAX = 1_000;

/** The sample's header (spec: a sample CSV with staff IDs like SMHQ-S01). */
export const IMPORT_COLUMNS = ['Staff ID', 'Full Name'] as const;
/**
 * The optional column naming the group (department) each new account joins: created when no group
 * has that name in any letter case. Blank is no group.
 */
export const IMPORT_GROUP_COLUMN = 'Group';
/**
 * The optional column of each new account's e-mail address (issue 30): where the reminders of
 * assigned training and the other e-mails go, for accounts no directory keeps. Blank is none.
 */
export const IMPORT_EMAIL_COLUMN = 'Email';
export const IMPORT_EMAIL_MAX = 254;
/** The failed rows' download: the sample's columns, the group, the e-mail, and why each row was not created. */
export const IMPORT_FAILED_COLUMNS = [...IMPORT_COLUMNS, IMPORT_GROUP_COLUMN, IMPORT_EMAIL_COLUMN, 'Reason'] as const;

/** A row's Group cell: trimmed, at most a group name's length; blank is no group (null). */
export const importGroupName = optionalText(IMPORT_GROUP_COLUMN, GROUP_NAME_MAX);

/** A row's Email cell: trimmed; blank is none (null); else an address of at most 254 characters. */
export const importEmail = optionalText(IMPORT_EMAIL_COLUMN, IMPORT_EMAIL_MAX).refine(
  (v) => v === null || z.email().safeParse(v).success,
  'Email must be an e-mail address, such as jane.doe@example.org',
);

export const IMPORT_SAMPLE_CSV = `${[IMPORT_COLUMNS.join(','), 'SMHQ-S01,Jane Doe', 'SMHQ-S02,John Smith', 'SMHQ-S03,"García, María"'].join(
  '\r\n',
)}\r\n`;

/** Texts of the import screens and refusals (spec section 8 where it has one). */
export const IMPORT_MESSAGES = {
  noRows: 'No valid user data found in CSV file',
  missingFile: 'Choose a CSV file to import.',
  tooLarge: 'The file is larger than 5 MB. Split it into smaller files and import each one.',
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Split it into smaller files and import each one.`,
  notCsv: 'This file is not a CSV file. In your spreadsheet program, save the sheet as "CSV (comma delimited)" and choose that file.',
  notFound: 'Import not found',
  alreadyStarted: 'This import has already been started.',
  nothingToCreate: 'Nobody in this file can be created: every row already has an account or has a problem to fix.',
  exists: 'A user with this Staff ID already exists.',
  takenMeanwhile: 'A user with this Staff ID was created after the file was checked.',
  jobFailed: 'The import stopped because of a server error. The users created so far are kept: resume the import to create the rest.',
} as const;

export const importMissingColumnsMessage = (missing: readonly string[]) =>
  `The first line of the file must name its columns, ${IMPORT_COLUMNS.map((c) => `"${c}"`).join(' and ')}: no ${missing.join(' or ')} column was found.`;
export const importUnreadableMessage = (line: number | undefined) =>
  `The file could not be read as CSV${line ? ` (line ${line})` : ''}: check its quotes, or save it again from your spreadsheet program.`;
export const importRowTooLongMessage = (line: number | undefined) =>
  `A row of the file${line ? ` (line ${line})` : ''} is too long to be a staff ID and a name. Check that the file is the right one.`;
export const importDuplicateMessage = (line: number) => `This Staff ID is already on line ${line} of the file.`;
export const importCompletedMessage = (n: number) => `Import completed! ${n} users created successfully`;
export const importSomeFailedMessage = (n: number) => `${n} users failed to create`;
export const importFailedMessage = (message: string) => `Import failed: ${message}`;
export const importStartFailedMessage = (message: string) => `Failed to import users: ${message}`;

/** Which rows a page of the list shows: every row, one preview outcome, or what the import did. */
export const IMPORT_ROW_FILTERS = ['all', ...IMPORT_ROW_OUTCOMES, 'created', 'failed'] as const;
export type ImportRowFilter = (typeof IMPORT_ROW_FILTERS)[number];

export const importRowsQuery = z.strictObject({
  show: z.enum(IMPORT_ROW_FILTERS, { error: `Show must be one of ${IMPORT_ROW_FILTERS.join(', ')}` }).default('all'),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(IMPORT_ROWS_PAGE_MAX, 'Page is too large')
    .default(1),
});
export type ImportRowsQuery = z.output<typeof importRowsQuery>;

export const importRow = z.object({
  /** Where the row starts in the file (the header is line 1), as a text editor or spreadsheet counts. */
  line: z.number().int(),
  staffId: z.string(),
  fullName: z.string(),
  /** The group the account joins when it is created (the file's Group cell); null without one. */
  group: z.string().nullable(),
  /** The e-mail address the account gets (the file's Email cell); null without one. */
  email: z.string().nullable(),
  outcome: z.enum(IMPORT_ROW_OUTCOMES),
  /** Why a row will not be created (exists, duplicate, invalid). */
  reason: z.string().nullable(),
  /** What the import did; null before it got to the row (and for rows it never creates). */
  result: z.enum(IMPORT_ROW_RESULTS).nullable(),
  resultReason: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRow>;

export const importSummary = z.object({
  id: z.uuid(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Why a failed import stopped. */
  error: z.string().nullable(),
  /** What the preview found, by outcome. */
  counts: z.object({
    total: z.number().int(),
    create: z.number().int(),
    exists: z.number().int(),
    duplicate: z.number().int(),
    invalid: z.number().int(),
  }),
  /** The job's progress over the rows to create. */
  progress: z.object({
    toCreate: z.number().int(),
    processed: z.number().int(),
    created: z.number().int(),
    failed: z.number().int(),
  }),
  /** The spec's results: created, not created (with a reason to fix), and already had an account. */
  results: z.object({ successful: z.number().int(), failed: z.number().int(), skipped: z.number().int() }),
});
export type ImportSummary = z.infer<typeof importSummary>;

export const importRowsResponse = z.object({
  rows: z.array(importRow),
  show: z.enum(IMPORT_ROW_FILTERS),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ImportRowsResponse = z.infer<typeof importRowsResponse>;

export const importResponse = z.object({ import: importSummary });
export type ImportResponse = z.infer<typeof importResponse>;

/** The preview: the import (status 'previewed') and the first page of its rows. */
export const importPreviewResponse = z.object({ import: importSummary, rows: importRowsResponse });
export type ImportPreviewResponse = z.infer<typeof importPreviewResponse>;
