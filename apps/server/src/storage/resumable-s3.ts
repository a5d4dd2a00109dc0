// Resumable uploads into S3: @tus/s3-store turns each upload into an S3 multipart upload (a PATCH
// becomes a part; less than 5 MiB waits in a `{id}.part` object until more arrives) with its tus
// info in a `{id}.info` object, so any process can take the next piece. Three things of ours:
//  - keys: the store names objects by the bare upload id; a middleware on its own client puts
//    them under `{S3_PREFIX}{folder}/`, so a finished upload is at the storage key
//    `{folder}/{id}` that its files row keeps (no copy at the end), and nothing else is touched;
//  - the upload's record (our `records`, in PostgreSQL) is written when the upload is created and
//    removed with it, as the file store does with its configstore;
//  - the info cache is bounded (an LRU) instead of a Map that grows with every upload.
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { ERRORS, type KvStore, type Upload } from '@tus/utils';
import { LRUCache } from 'lru-cache';
import type { ResumableStoreOptions } from './storage.js';

/** An upload's objects: its bytes, its tus info and its incomplete last part. */
const UPLOAD_OBJECT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.info|\.part)?$/;

class BoundedCache implements KvStore<MetadataValue> {
  private readonly entries = new LRUCache<string, MetadataValue>({ max: 2000 });
  async get(key: string) {
    return this.entries.get(key);
  }
  async set(key: string, value: MetadataValue) {
    this.entries.set(key, value);
  }
  async delete(key: string) {
    this.entries.delete(key);
  }
}

/** The store's object name, under `folderPrefix`; any name that is not an upload's is refused. */
function objectKey(folderPrefix: string, name: string): string {
  if (!UPLOAD_OBJECT.test(name)) throw ERRORS.FILE_NOT_FOUND;
  return folderPrefix + name;
}

class S3ResumableStore extends S3Store {
  constructor(
    options: ConstructorParameters<typeof S3Store>[0],
    folderPrefix: string,
    private readonly records: KvStore<Upload>,
  ) {
    super(options);
    // Every command of the store's own client, before it is signed: Key, and DeleteObjects' keys.
    this.client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { Key?: string; Delete?: { Objects?: { Key?: string }[] } };
        const mapped = {
          ...input,
          ...(input.Key !== undefined ? { Key: objectKey(folderPrefix, input.Key) } : {}),
          ...(input.Delete?.Objects
            ? {
                Delete: {
                  ...input.Delete,
                  Objects: input.Delete.Objects.map((o) => ({ ...o, Key: o.Key && objectKey(folderPrefix, o.Key) })),
                },
              }
            : {}),
        };
        return next({ ...args, input: mapped as typeof args.input });
      },
      { step: 'initialize', name: 'learnflixUploadKeys' },
    );
  }

  override async create(upload: Upload): Promise<Upload> {
    const created = await super.create(upload);
    try {
      await this.records.set(created.id, created);
    } catch (err) {
      await super.remove(created.id).catch(() => undefined); // else the sweep aborts it
      throw err;
    }
    return created;
  }

  override async remove(id: string): Promise<void> {
    await super.remove(id); // aborts the multipart upload, removes the bytes and the info
    await this.deleteIncompletePart(id);
    await this.records.delete(id);
  }
}

export function s3ResumableStore(client: S3ClientConfig, bucket: string, folderPrefix: string, opts: ResumableStoreOptions): S3Store {
  return new S3ResumableStore(
    {
      s3ClientConfig: { ...client, bucket },
      // One part per 8 MiB piece the browser sends (tus-js-client's chunk size in the web app).
      partSize: 8 * 1024 * 1024,
      // Expiry is ours (the expiry job and the sweep), so no object tags: they would need the
      // tagging permission and a lifecycle rule on the bucket.
      useTags: false,
      expirationPeriodInMilliseconds: opts.expirationMs,
      cache: new BoundedCache(),
    },
    folderPrefix,
    opts.records,
  );
}
