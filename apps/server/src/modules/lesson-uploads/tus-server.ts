// The tus protocol server for lesson files (@tus/server): its bytes in the storage folder
// (lesson-file-store.ts), its records in PostgreSQL (upload-records.ts), its locks in PostgreSQL
// (pg-locker.ts), so any server process can take any request of an upload. Our route (routes.ts)
// checks each request first and hands it over with what it found (the request context).
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { Server } from '@tus/server';
import { LESSON_FILE_MAX_BYTES, LESSON_UPLOADS_PATH } from '@app/core';
import type { AuthUser } from '../../auth/user.js';
import { directConnectionOf } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { HttpError } from '../../lib/errors.js';
import { finishLessonUpload } from './finish.js';
import { lessonFileStore } from './lesson-file-store.js';
import { PgLocker } from './pg-locker.js';
import type { ServerMetadata } from './upload-records.js';

/** What our route found out about a request before the tus server takes it. */
export interface UploadRequestContext {
  user: AuthUser;
  /** The upload a HEAD, PATCH or DELETE is for, as the route read (and checked) it. */
  uploadId?: string;
  /** A creation's metadata, as checked (creation.ts). */
  metadata?: ServerMetadata;
  /** An error of ours (or of storage) that the tus server turned into its own answer. */
  error?: unknown;
}

const contexts = new WeakMap<IncomingMessage, UploadRequestContext>();

export const setUploadContext = (req: IncomingMessage, context: UploadRequestContext) => contexts.set(req, context);

/** The context of a request as the tus server hands it to its hooks (srvx's NodeRequest). */
function contextOf(req: unknown): UploadRequestContext {
  const node = (req as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
  const context = node && contexts.get(node);
  if (!context) throw new Error('A lesson upload request reached the tus server without our checks');
  return context;
}

export interface LessonUploadServer {
  tus: Server;
  close(): Promise<void>;
}

export function createLessonUploadServer(
  deps: Pick<Deps, 'db' | 'storage'>,
  log: { warn(obj: object, msg: string): void },
): LessonUploadServer {
  // Session advisory locks: on a connection to the database itself, never through a transaction pooler.
  const locker = new PgLocker({ connection: directConnectionOf(deps.db), log });
  const tus = new Server({
    path: LESSON_UPLOADS_PATH,
    datastore: lessonFileStore(deps.db, deps.storage),
    locker,
    maxSize: LESSON_FILE_MAX_BYTES,
    relativeLocation: true,
    // Same origin only: no CORS headers at all.
    allowedOrigins: [],
    // A finished upload's bytes are a stored file now: only deleting the lesson's file removes them.
    disableTerminationForFinishedUploads: true,
    namingFunction: () => randomUUID(),
    getFileIdFromRequest: (req) => contextOf(req).uploadId,
    onUploadCreate: async (req) => {
      const { metadata } = contextOf(req);
      if (!metadata) throw new Error('An upload was created without checked metadata');
      return { metadata: { ...metadata } };
    },
    onUploadFinish: async (_req, upload) => {
      const finished = await finishLessonUpload(deps, {
        id: upload.id,
        size: upload.size ?? upload.offset,
        metadata: upload.metadata as unknown as ServerMetadata,
      });
      return { status_code: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(finished) };
    },
    onResponseError: (req, err) => {
      // The protocol's own refusals ({ status_code, body }) are mapped by their status; anything
      // else is ours or a real failure, and is answered as thrown (refusals.ts, routes.ts).
      if (err instanceof HttpError || !('status_code' in err)) contextOf(req).error = err;
      return undefined;
    },
  });
  return { tus, close: () => locker.close() };
}
