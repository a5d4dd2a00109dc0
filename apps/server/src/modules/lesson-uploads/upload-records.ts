// The tus file store's record of each upload (its size, metadata and creation date), kept in
// PostgreSQL (lesson_uploads) instead of a JSON file beside the bytes, so that every server
// process reads the same state. The upload's offset is not here: it is the size of its bytes.
import { eq } from 'drizzle-orm';
import { Upload, type KvStore } from '@tus/utils';
import type { Db } from '../../db/client.js';
import { lessonUploads } from '../../db/schema.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keys the server writes into an upload's metadata when it creates it (creation.ts). */
export interface ServerMetadata {
  courseId: string;
  lessonId?: string;
  filename: string;
  filetype?: string;
  uploadedBy: string;
}

type StoredUpload = Pick<Upload, 'id' | 'size' | 'metadata' | 'creation_date'>;

export class UploadRecords implements KvStore<Upload> {
  constructor(private readonly db: Db) {}

  async get(id: string): Promise<Upload | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.db.select({ upload: lessonUploads.upload }).from(lessonUploads).where(eq(lessonUploads.id, id));
    return row ? new Upload({ ...(row.upload as StoredUpload), offset: 0 }) : undefined;
  }

  async set(id: string, upload: Upload): Promise<void> {
    const meta = upload.metadata as unknown as ServerMetadata;
    const stored: StoredUpload = { id, size: upload.size, metadata: upload.metadata, creation_date: upload.creation_date };
    await this.db
      .insert(lessonUploads)
      .values({
        id,
        courseId: meta.courseId,
        lessonId: meta.lessonId ?? null,
        uploadedBy: meta.uploadedBy,
        size: upload.size ?? 0,
        upload: stored,
      })
      .onConflictDoUpdate({ target: lessonUploads.id, set: { upload: stored } });
  }

  async delete(id: string): Promise<void> {
    if (UUID.test(id)) await this.db.delete(lessonUploads).where(eq(lessonUploads.id, id));
  }
}
