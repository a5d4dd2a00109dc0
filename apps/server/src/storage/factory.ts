// The one place that turns configuration into a Storage driver. main.ts uses it; tests may build
// a LocalStorage on a temporary folder directly.
import type { Config } from '../config.js';
import { LocalStorage } from './local.js';
import type { Storage } from './storage.js';

export function createStorage(config: Pick<Config, 'storage'>): Storage {
  switch (config.storage.driver) {
    case 'local':
      return new LocalStorage(config.storage.dir);
  }
}
