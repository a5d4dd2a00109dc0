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

/** openStorage for a process starting up: a store it cannot use is one line on stderr and exit code 1, not a stack. */
export async function openStorageOrExit(config: Pick<Config, 'storage'>): Promise<Storage> {
  try {
    return await openStorage(config);
  } catch (err) {
    console.error(`\n  Cannot start: ${(err as Error).message}\n`);
    process.exit(1);
  }
}
