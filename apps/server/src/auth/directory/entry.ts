// From a typed Staff ID to a search filter, and from a directory entry to the attributes sign-in
// needs. Pure functions, tested on their own in ldap.test.ts.
import { staffId as staffIdField } from '@app/core';
import { Filter } from 'ldapts';

/** Only a Staff ID the sign-in form accepts (letters, digits, '.', '_', '-', at most 50) is looked up. */
export function isStaffId(value: string): boolean {
  const parsed = staffIdField.safeParse(value);
  return parsed.success && parsed.data === value;
}

/**
 * The user filter with every `{staffId}` replaced by the value escaped per RFC 4515 (`*`, `(`, `)`,
 * `\` and NUL as \XX): the value can only ever be compared, never change the filter's shape. The
 * Staff ID rule above already excludes those characters; this is the second wall.
 */
export function userFilter(template: string, staffId: string): string {
  return template.replaceAll('{staffId}', Filter.escape(staffId));
}

/** The attribute a filter like `(uid={staffId})` or `(&(objectClass=user)(sAMAccountName={staffId}))` compares. */
export function staffIdAttributeOf(template: string): string {
  return /\(\s*([A-Za-z][A-Za-z0-9-]*)\s*=\s*\{staffId\}\s*\)/.exec(template)?.[1] ?? 'uid';
}

type Value = string | string[] | Buffer | Buffer[];

/** The values of an attribute, matched without regard to case (servers answer in their own case). */
export function values(entry: Record<string, Value>, attribute: string): string[] {
  const wanted = attribute.toLowerCase();
  const key = Object.keys(entry).find((k) => k.toLowerCase() === wanted && k !== 'dn');
  if (key === undefined) return [];
  const raw = entry[key] ?? [];
  return (Array.isArray(raw) ? raw : [raw]).map((v) => (Buffer.isBuffer(v) ? v.toString('utf8') : v));
}

export function firstText(entry: Record<string, Value>, attribute: string): string | null {
  const value = values(entry, attribute)
    .map((v) => v.trim())
    .find((v) => v !== '');
  return value ?? null;
}

const DN_START = /^\s*(?:[A-Za-z][A-Za-z0-9-]*|\d+(?:\.\d+)+)\s*=/;

/**
 * Group names from a group attribute. DNs (memberOf: `cn=lms-admins,ou=groups,dc=…`) give the
 * value of their first RDN (`lms-admins`), with RFC 4514 escapes (`\,`, `\2C`, UTF-8 as `\C3\A9`)
 * undone; plain values (businessCategory: `lms-admins`) are taken as they are.
 */
export function groupNames(raw: string[]): string[] {
  const names = raw.map((v) => (DN_START.test(v) ? firstRdnValue(v) : v.trim())).filter((v) => v !== '');
  return [...new Set(names)];
}

function firstRdnValue(dn: string): string {
  const chars = Array.from(dn); // code points: a character outside the BMP stays whole
  const bytes: number[] = [];
  let i = chars.indexOf('=') + 1;
  while (chars[i] === ' ') i += 1;
  for (; i < chars.length; i += 1) {
    const c = chars[i]!;
    if (c === ',' || c === '+' || c === ';') break;
    if (c === '\\' && i + 1 < chars.length) {
      const hex = `${chars[i + 1]}${chars[i + 2] ?? ''}`;
      if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(chars[i + 1]!, 'utf8'));
        i += 1;
      }
      continue;
    }
    bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8').trim();
}
