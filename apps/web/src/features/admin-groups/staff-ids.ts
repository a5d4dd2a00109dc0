import { GROUP_ADD_MAX, staffId } from '@app/core';

/** What was pasted into Add members, read as a list of Staff IDs. */
export interface PastedStaffIds {
  /** The Staff IDs to send, in the order pasted, each once (whatever its letter case, as the server matches them). */
  staffIds: string[];
  /** What was pasted but is no Staff ID (a stray word, a name): the server would refuse the whole list. */
  invalid: string[];
  /** More than GROUP_ADD_MAX distinct Staff IDs: too many for one request. */
  tooMany: boolean;
}

/**
 * Reads a pasted list of Staff IDs: one per line, or separated by commas, semicolons, tabs or spaces
 * (a column copied from a spreadsheet, a line from an email). Blanks are skipped; each Staff ID is
 * kept once; what the contract's Staff ID rule refuses is set apart in `invalid`.
 */
export function parseStaffIds(text: string): PastedStaffIds {
  const seen = new Set<string>();
  const staffIds: string[] = [];
  const invalid: string[] = [];
  for (const token of text.split(/[\s,;]+/)) {
    if (!token) continue;
    const key = token.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (staffId.safeParse(token).success) staffIds.push(token);
    else invalid.push(token);
  }
  return { staffIds, invalid, tooMany: staffIds.length > GROUP_ADD_MAX };
}

/** Why a pasted list cannot be sent as it is, if it cannot. */
export function staffIdsProblem({ staffIds, invalid, tooMany }: PastedStaffIds): string | null {
  if (invalid.length > 0) {
    const shown = invalid.slice(0, 5).map((s) => `“${s}”`);
    const more = invalid.length > 5 ? ` and ${invalid.length - 5} more` : '';
    return `${invalid.length === 1 ? 'This is not a Staff ID' : 'These are not Staff IDs'}: ${shown.join(', ')}${more}. A Staff ID has letters, digits, dots, dashes and underscores only.`;
  }
  if (staffIds.length === 0) return 'Enter at least one Staff ID.';
  if (tooMany) return `Add at most ${GROUP_ADD_MAX} Staff IDs at a time: this list has ${staffIds.length}.`;
  return null;
}
