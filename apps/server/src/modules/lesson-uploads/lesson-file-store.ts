// Where the bytes of a resumable upload go: the storage driver's tus data store (the file store
// on the local disk, @tus/s3-store on a bucket), writing under `lesson/{upload id}`, which is the
// storage key the finished file keeps (no copy at the end). Its record of each upload is in
// PostgreSQL (upload-records.ts), its locks too (pg-locker.ts): any process can take any piece.
import type { DataStore } from '@tus/utils';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../storage/storage.js';
import { UploadRecords } from './upload-records.js';

/** The storage folder of lesson files (the kind's name, as storeUpload names keys). */
const FOLDER = 'lesson';
/** An upload's storage key, from the day it is created to the day its file is deleted. */
export const lessonUploadKey = (uploadId: string) => `${FOLDER}/${uploadId}`;

/**
 * Every key an upload may leave behind: its bytes, and on a bucket the tus store's info and
 * incomplete last part (its unfinished multipart upload is aborted by the file sweep).
 */
export const lessonUploadKeys = (uploadId: string) => [
  lessonUploadKey(uploadId),
  `${FOLDER}/${uploadId}.info`,
  `${FOLDER}/${uploadId}.part`,
];

/** Unfinished uploads expire (tus's expiration extension; jobs remove them: expire.ts). */
export const UPLOAD_EXPIRY_MS = 24 * 3600_000;

export function lessonFileStore(db: Db, storage: Storage): DataStore {
  return storage.resumableStore({ folder: FOLDER, records: new UploadRecords(db), expirationMs: UPLOAD_EXPIRY_MS });
}
