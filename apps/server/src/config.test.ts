import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('storage configuration', () => {
  it('keeps files on the local disk under DATA_DIR by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/learnflix' });
    expect(config.storage).toEqual({ driver: 'local', dir: path.join('/srv/learnflix', 'files') });
    expect(loadConfig({ STORAGE: 'local' }).storage.driver).toBe('local');
  });

  it('refuses a storage driver it does not have', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/STORAGE: STORAGE must be local/);
  });
});
