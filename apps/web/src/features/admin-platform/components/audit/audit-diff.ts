// Before -> after of an audit row, as lines a person reads: one per field that the change touched,
// with the old and the new value (a field only before was removed, only after was added). Fields
// whose value is the same on both sides are left out, unless nothing changed at all.

export interface DiffLine {
  field: string;
  /** Absent: the field did not exist before (a creation). */
  before?: string;
  /** Absent: the field is gone after (a deletion). */
  after?: string;
}

/** 'courseId' -> 'Course id', 'must_change_password' -> 'Must change password'. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as text: none as '—', lists joined, anything else nested as compact JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) return value.map(valueText).join(', ') || '—';
  return JSON.stringify(value);
}

export function auditDiff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): DiffLine[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines = keys.map((key): DiffLine & { same: boolean } => {
    const had = before !== null && key in before;
    const has = after !== null && key in after;
    const from = had ? valueText(before[key]) : undefined;
    const to = has ? valueText(after[key]) : undefined;
    return { field: fieldLabel(key), ...(had ? { before: from } : {}), ...(has ? { after: to } : {}), same: had && has && from === to };
  });
  const changed = lines.filter((l) => !l.same);
  return (changed.length > 0 ? changed : lines).map(({ same: _same, ...line }) => line);
}
