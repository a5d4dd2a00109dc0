// Where the bytes of a resumable upload go: @tus/file-store's FileStore, writing into the storage
// folder under `lesson/{upload id}`, which is the storage key the finished file keeps (no copy at
// the end). Its record of each upload is in PostgreSQL (upload-records.ts).
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS } from '@tus/utils';
import { LocalStorage } from '../../storage/local.js';
import type { Storage } from '../../storage/storage.js';
import { UploadRecords } from './upload-records.js';
import type { Db } from '../../db/client.js';

/** The storage folder of lesson files (the kind's name, as storeUpload names keys). */
const FOLDER = 'lesson';
/** An upload's storage key, from the day it is created to the day its file is deleted. */
export const lessonUploadKey = (uploadId: string) => `${FOLDER}/${uploadId}`;

/** Unfinished uploads expire (tus's expiration extension; jobs remove them: expire.ts). */
export const UPLOAD_EXPIRY_MS = 24 * 3600_000;

export class LessonFileStore extends FileStore {
  /**
   * FileStore's own write turns every failure into a 500 'Something went wrong receiving the
   * file'; this one lets a file-system error through, so a full disk is storage's 507 like any
   * upload's. It also skips FileStore's byte-counting stream: the file stream counts them.
   */
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw ERRORS.FILE_NOT_FOUND;
    const file = createWriteStream(path.join(this.directory, id), { flags: 'r+', start: offset });
    await pipeline(readable, file);
    return offset + file.bytesWritten;
  }
}

/** The file store of the app's storage. Only the local driver has a folder for it for now. */
export function lessonFileStore(db: Db, storage: Storage): LessonFileStore {
  if (!(storage instanceof LocalStorage)) throw new Error('Resumable lesson uploads need the local storage driver (STORAGE=local)');
  return new LessonFileStore({
    directory: path.join(storage.root, FOLDER),
    configstore: new UploadRecords(db),
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
  });
}
