// Searches by "contains": the text a person typed, as an ILIKE pattern.

/** `%`, `_` and `\` in a search are literal characters, not patterns. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
