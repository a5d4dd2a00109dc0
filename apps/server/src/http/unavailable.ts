// Failures of what the server depends on, as the errors users should see: the database gone
// (503, try again shortly) or file storage full or unusable (its own codes), never a generic 500.
// Storage fails as a disk does (errno codes) or as an object store does (the S3 driver's
// StorageUnavailableError, or the AWS SDK's own errors from lib-storage and the tus S3 store).
import { isDatabaseUnavailable } from '../db/availability.js';
import { serviceUnavailable, storageFull, storageUnavailable, type HttpError } from '../lib/errors.js';
import { s3Unavailable } from '../storage/s3-client.js';

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

/** A file-system error from storing or reading a file, by its errno code. */
function diskFailure(err: unknown): HttpError | null {
  const e = err as { code?: unknown; syscall?: unknown } | undefined;
  if (typeof e?.code !== 'string' || typeof e.syscall !== 'string' || !FS_SYSCALLS.has(e.syscall)) return null;
  if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return storageFull();
  if (['EROFS', 'EACCES', 'EPERM', 'EIO', 'EMFILE', 'ENFILE'].includes(e.code)) return storageUnavailable();
  return null;
}

/** An object store that cannot be used (unreachable, refusing, failing, full). */
function storeFailure(err: unknown): HttpError | null {
  const failure = s3Unavailable(err, { bucket: '', endpoint: undefined });
  if (!failure) return null;
  return failure.full ? storageFull() : storageUnavailable();
}

/** The response for a failure of the database or of storage, or null for any other error. */
export function dependencyFailure(err: unknown): HttpError | null {
  // The store first: an S3 call refused by a down store has the same ECONNREFUSED as a database.
  const store = storeFailure(err);
  if (store) return store;
  if (isDatabaseUnavailable(err)) return serviceUnavailable();
  return diskFailure(err);
}
