// The one place that turns configuration into a Storage driver. main.ts uses it; tests may build
// a driver on a temporary folder or a test bucket directly.
import type { Config } from '../config.js';
import { LocalStorage } from './local.js';
import { S3Storage } from './s3.js';
import type { Storage } from './storage.js';

export function createStorage(config: Pick<Config, 'storage'>): Storage {
  const settings = config.storage;
  switch (settings.driver) {
    case 'local':
      return new LocalStorage(settings.dir);
    case 's3':
      return new S3Storage(settings.s3);
  }
}

/**
 * The driver, once it has proved it works: a wrong bucket, endpoint or credentials stop the
 * server at start-up with a message naming the setting, instead of failing the first upload.
 */
export async function openStorage(config: Pick<Config, 'storage'>): Promise<Storage> {
  const storage = createStorage(config);
  await storage.check();
  return storage;
}
