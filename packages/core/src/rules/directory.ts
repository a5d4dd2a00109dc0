// The rules of signing in through the organisation's directory (docs/auth.md, "Directory sign-in"):
// which role its groups give, what counts as a Staff ID from it, and where a sign-in may lead back
// to. The server applies them; the web app's return path is the same rule.
import { ROLES, type Role } from '../enums.js';
import { staffId } from '../contract/fields.js';
import { GROUP_NAME_MAX } from '../contract/groups.js';

/** Directory group → role, in the order written (OIDC_ROLE_MAP, LDAP_ROLE_MAP). */
export type RoleMap = { group: string; role: Role }[];

/** Parses `lms-admins=admin,lms-instructors=instructor` (spaces allowed around each part). */
export function parseRoleMap(text: string): { map: RoleMap } | { error: string } {
  const map: RoleMap = [];
  for (const part of text.split(',')) {
    if (part.trim() === '') continue;
    const eq = part.lastIndexOf('=');
    const group = part.slice(0, eq).trim();
    const role = part.slice(eq + 1).trim();
    if (eq < 0 || group === '') return { error: `"${part.trim()}" is not group=role` };
    if (!(ROLES as readonly string[]).includes(role)) return { error: `"${role}" is not a role` };
    map.push({ group, role: role as Role });
  }
  return { map };
}

/** When groups give several roles, the one that may do most wins. */
const RANK: Record<Role, number> = { student: 0, subadmin: 1, instructor: 2, admin: 3 };

/**
 * The role a person's directory groups give: the highest of the mapped groups they are in (group
 * names compared without regard to case), else student. Null when no map is set: then the
 * directory does not keep roles, and an account keeps the one it has.
 */
export function roleFromGroups(groups: readonly string[], map: RoleMap): Role | null {
  if (map.length === 0) return null;
  const theirs = new Set(groups.map((g) => g.toLowerCase()));
  let role: Role = 'student';
  for (const entry of map) if (theirs.has(entry.group.toLowerCase()) && RANK[entry.role] > RANK[role]) role = entry.role;
  return role;
}

/** A Staff ID from a claim or attribute, as our Staff IDs are (trimmed, our characters, 50 at most), or null. */
export function directoryStaffId(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const parsed = staffId.safeParse(String(value));
  return parsed.success ? parsed.data : null;
}

/** A claim's text (a name, an e-mail), trimmed and cut to `max`, or null. */
export function directoryText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().slice(0, max);
  return text === '' ? null : text;
}

/** Directory group names from a claim or attribute: strings only, trimmed, each once, at most 200. */
export function directoryGroups(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const seen = new Map<string, string>();
  for (const v of list) {
    if (typeof v !== 'string') continue;
    const name = v.trim();
    if (name !== '' && name.length <= GROUP_NAME_MAX && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  }
  return [...seen.values()].slice(0, 200);
}

/**
 * Where a sign-in may lead back to: a path of ours ('/course/1?lesson=2'), never another site
 * ('//evil.example', '/\\evil.example', 'https://...'), nor the sign-in pages themselves.
 */
export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.length > 2000) return null;
  // '//host' and '/\host' are other sites to a browser; control characters have no place in a path.
  if (from.startsWith('//') || from.startsWith('/\\') || [...from].some((c) => c < ' ' || c === '\u007f')) return null;
  const path = from.split(/[?#]/, 1)[0]!;
  if (path === '/auth' || path === '/session-expired' || path.startsWith('/api/')) return null;
  return from;
}
