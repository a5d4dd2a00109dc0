// What a bulk import makes of a CSV (issue 16 item 6; the group column issue 29): which columns
// hold the staff ID, the full name and (optionally) the group, and what becomes of each row:
// created, already has an account, repeats an earlier row of the file, or is not valid (with the
// contract's own staff ID, full name and group rules and messages).
import { fullName, staffId } from '../contract/fields.js';
import { IMPORT_COLUMNS, IMPORT_MESSAGES, importDuplicateMessage, importEmail, importGroupName } from '../contract/user-import.js';
import type { ImportRowOutcome } from '../enums.js';

/** A header cell as compared: lower case, letters and digits only ('Staff ID', 'staff_id' and 'staffId' are 'staffid'). */
const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Where each column is; `group` and `email` only when the file has them (they are optional). */
export type ImportColumns = { staffId: number; fullName: number; group?: number; email?: number };

/** The usual spellings of each column's heading, as headerKey makes them. */
export const IMPORT_HEADER_NAMES: Record<keyof ImportColumns, readonly string[]> = {
  staffId: ['staffid', 'staffno', 'staffnumber', 'staffcode', 'employeeid', 'employeeno', 'employeenumber', 'username', 'userid', 'login'],
  fullName: ['fullname', 'name', 'fullnames', 'studentname', 'employeename', 'displayname'],
  group: ['group', 'groupname'],
  email: ['email', 'emailaddress', 'mail', 'workemail'],
};

/** Where the columns are in the header row, or which required ones it lacks (by the sample's names). */
export function importColumns(header: readonly string[]): ImportColumns | { missing: string[] } {
  const keys = header.map(headerKey);
  const staff = keys.findIndex((k) => IMPORT_HEADER_NAMES.staffId.includes(k));
  const name = keys.findIndex((k) => IMPORT_HEADER_NAMES.fullName.includes(k));
  const group = keys.findIndex((k) => IMPORT_HEADER_NAMES.group.includes(k));
  const email = keys.findIndex((k) => IMPORT_HEADER_NAMES.email.includes(k));
  if (staff >= 0 && name >= 0)
    return { staffId: staff, fullName: name, ...(group >= 0 ? { group } : {}), ...(email >= 0 ? { email } : {}) };
  const missing: string[] = [];
  if (staff < 0) missing.push(IMPORT_COLUMNS[0]);
  if (name < 0) missing.push(IMPORT_COLUMNS[1]);
  return { missing };
}

export interface ImportSourceRow {
  line: number;
  staffId: string;
  fullName: string;
  /** The Group cell as read; absent when the file has no Group column. */
  group?: string;
  /** The Email cell as read; absent when the file has no Email column. */
  email?: string;
}

/** A row's values as kept: trimmed, and no group or e-mail (null) for a blank or absent cell. */
export interface CheckedImportRow {
  line: number;
  staffId: string;
  fullName: string;
  group: string | null;
  email: string | null;
}

export interface ClassifiedImportRow extends CheckedImportRow {
  outcome: ImportRowOutcome;
  reason: string | null;
}

/**
 * A row checked on its own: trimmed values, and the problems of an invalid one (every field's
 * message, as a form would show them). A valid row's staff ID is what the account gets, and its
 * group (if any) the name of the group it joins.
 */
export function checkImportRow(row: ImportSourceRow): CheckedImportRow & { problem: string | null } {
  const id = staffId.safeParse(row.staffId);
  const name = fullName.safeParse(row.fullName);
  const group = importGroupName.safeParse(row.group ?? '');
  const email = importEmail.safeParse(row.email ?? '');
  const problems = [id, name, group, email].flatMap((r) => (r.success ? [] : [r.error.issues[0]!.message]));
  return {
    line: row.line,
    staffId: id.success ? id.data : row.staffId.trim(),
    fullName: name.success ? name.data : row.fullName.trim(),
    group: group.success ? group.data : (row.group ?? '').trim(),
    email: email.success ? email.data : (row.email ?? '').trim() || null,
    problem: problems.length ? problems.join('. ') : null,
  };
}

/** Staff IDs are one person whatever their letter case (the unique index on lower(staff_id)). */
export const staffIdKey = (id: string) => id.trim().toLowerCase();

/**
 * Every row's outcome, in file order: invalid (its problems), a repeat of an earlier valid row's
 * staff ID in any letter case (duplicate, naming that row's line), one whose staff ID already has
 * an account (`existing` holds staffIdKey of those), and otherwise create.
 */
export function classifyImportRows(rows: readonly ImportSourceRow[], existing: ReadonlySet<string>): ClassifiedImportRow[] {
  const firstLine = new Map<string, number>();
  return rows.map((raw) => {
    const row = checkImportRow(raw);
    const base = { line: row.line, staffId: row.staffId, fullName: row.fullName, group: row.group, email: row.email };
    if (row.problem) return { ...base, outcome: 'invalid', reason: row.problem };
    const key = staffIdKey(row.staffId);
    const earlier = firstLine.get(key);
    if (earlier !== undefined) return { ...base, outcome: 'duplicate', reason: importDuplicateMessage(earlier) };
    firstLine.set(key, row.line);
    if (existing.has(key)) return { ...base, outcome: 'exists', reason: IMPORT_MESSAGES.exists };
    return { ...base, outcome: 'create', reason: null };
  });
}

/**
 * The results the page shows: created; failed, i.e. not created for a reason the admin can fix
 * (invalid, a repeat in the file, or refused when the job reached it); skipped, i.e. already had an
 * account (importing the same file twice skips everyone the second time, and fails nobody).
 */
export function importResults(
  counts: { invalid: number; duplicate: number; exists: number },
  progress: { created: number; failed: number },
) {
  return { successful: progress.created, failed: counts.invalid + counts.duplicate + progress.failed, skipped: counts.exists };
}
