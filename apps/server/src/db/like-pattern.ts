/** A "contains" pattern for ILIKE in which `%`, `_` and `\` of the search are literal characters, not patterns. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
