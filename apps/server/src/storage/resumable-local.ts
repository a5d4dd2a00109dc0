// Resumable uploads on the local disk: @tus/file-store's FileStore writing into the storage
// folder, so an upload's bytes are already at the key the finished file keeps (no copy at the
// end). The upload's record is kept by `records` (PostgreSQL), not in a JSON file beside it.
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/utils';
import type { ResumableStoreOptions } from './storage.js';

const UUID = /^[0-9a-f-]{36}$/;

class LocalResumableStore extends FileStore {
  /**
   * FileStore's own write turns every failure into a 500 'Something went wrong receiving the
   * file'; this one lets a file-system error through, so a full disk is storage's 507 like any
   * upload's. It also skips FileStore's byte-counting stream: the file stream counts them.
   */
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    if (!UUID.test(id)) throw ERRORS.FILE_NOT_FOUND;
    const file = createWriteStream(path.join(this.directory, id), { flags: 'r+', start: offset });
    await pipeline(readable, file);
    return offset + file.bytesWritten;
  }
}

export function localResumableStore(directory: string, opts: ResumableStoreOptions): FileStore {
  return new LocalResumableStore({ directory, configstore: opts.records, expirationPeriodInMilliseconds: opts.expirationMs });
}
