// The audit log's filters as the page address carries them (?action=&actor=&entityType=&entityId=
// &from=&to=, the dates as the date inputs give them, YYYY-MM-DD) and as the API takes them: the
// period as instants, from the start of the `from` day to the end of the `to` day in the browser's
// time zone, which is the day the admin means. Anything else is sent as it is: the server's message
// explains a bad value.

export const AUDIT_FILTER_KEYS = ['action', 'actor', 'entityType', 'entityId', 'from', 'to'] as const;
export type AuditFilters = Partial<Record<(typeof AUDIT_FILTER_KEYS)[number], string>>;

export function auditFiltersOf(params: URLSearchParams): AuditFilters {
  const out: AuditFilters = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) out[key] = value;
  }
  return out;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight at the start of a YYYY-MM-DD day (`days` later) in the browser's time zone, as an ISO instant; the text itself when it is no date. */
export function dayStart(day: string, days = 0): string {
  const m = DAY.exec(day);
  if (!m) return day;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days);
  return Number.isNaN(date.getTime()) ? day : date.toISOString();
}

/** The API's query string for these filters and a page cursor. */
export function auditSearch(filters: AuditFilters, cursor?: string | null): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (!value) continue;
    out.set(key, key === 'from' ? dayStart(value) : key === 'to' ? dayStart(value, 1) : value);
  }
  if (cursor) out.set('cursor', cursor);
  const text = out.toString();
  return text ? `?${text}` : '';
}
