// Storage keys are made by the server ('{kind}/{uuid}.{ext}', 'lesson/{uuid}'), yet every driver
// checks each one: a key is the only thing that reaches a path or an object name, so a bug that
// let `..`, a leading or doubled `/`, a backslash or a NUL through could otherwise read or remove
// outside the storage folder or the bucket's prefix.

/** Segments of letters, digits, '.', '_' and '-', each starting with a letter or digit (so never '.' or '..'). */
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export const isSafeKey = (key: string): boolean => SAFE_KEY.test(key) && key.length <= 512;

export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  return key;
}

/** S3_PREFIX as the drivers use it: '' or safe segments ending in '/'. */
export function normalizePrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return '';
  assertSafeKey(trimmed);
  return `${trimmed}/`;
}
