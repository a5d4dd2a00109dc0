// Failures of what the server depends on, as the errors users should see: the database gone
// (503, try again shortly) or file storage full or unwritable (its own codes), never a generic 500.
import { MESSAGES } from '@app/core';
import { isDatabaseUnavailable } from '../db/availability.js';
import { HttpError, RETRY_AFTER_SECONDS, serviceUnavailable } from '../lib/errors.js';

const FS_SYSCALLS = new Set([
  'open',
  'write',
  'read',
  'mkdir',
  'rename',
  'unlink',
  'rmdir',
  'close',
  'fsync',
  'copyfile',
  'stat',
  'scandir',
]);
const retryLater = { 'retry-after': String(RETRY_AFTER_SECONDS) };

/** A file-system error from storing or reading a file, by its errno code. */
function storageFailure(err: unknown): HttpError | null {
  const e = err as { code?: unknown; syscall?: unknown } | undefined;
  if (typeof e?.code !== 'string' || typeof e.syscall !== 'string' || !FS_SYSCALLS.has(e.syscall)) return null;
  if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return new HttpError(507, 'STORAGE_FULL', MESSAGES.storageFull, retryLater);
  if (['EROFS', 'EACCES', 'EPERM', 'EIO', 'EMFILE', 'ENFILE'].includes(e.code))
    return new HttpError(503, 'STORAGE_UNAVAILABLE', MESSAGES.storageUnavailable, retryLater);
  return null;
}

/** The response for a failure of the database or of storage, or null for any other error. */
export function dependencyFailure(err: unknown): HttpError | null {
  if (isDatabaseUnavailable(err)) return serviceUnavailable();
  return storageFailure(err);
}
