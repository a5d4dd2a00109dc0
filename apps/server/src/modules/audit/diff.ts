// What an edit changed, as an audit row keeps it: the fields whose values differ, each side with
// only those. A long text (a lesson's body, a description) is kept as its length, not copied: the
// log says that it changed, and stays small whatever was written.
const LONG_TEXT = 500;

const kept = (v: unknown): unknown =>
  typeof v === 'string' && v.length > LONG_TEXT
    ? `(${v.length.toLocaleString('en-US')} characters)`
    : v instanceof Date
      ? v.toISOString()
      : v;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `keys` that differ between `before` and `after`; null when none does. */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  keys: readonly (keyof T & string)[],
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  // A field the edit leaves out (undefined) keeps its value: it did not change.
  const changed = keys.filter((k) => after[k] !== undefined && !same(before[k], after[k]));
  if (changed.length === 0) return null;
  return {
    before: Object.fromEntries(changed.map((k) => [k, kept(before[k])])),
    after: Object.fromEntries(changed.map((k) => [k, kept(after[k])])),
  };
}
