import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('storage configuration', () => {
  it('keeps files on the local disk under DATA_DIR by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/learnflix' });
    expect(config.storage).toEqual({
      driver: 'local',
      dir: path.join('/srv/learnflix', 'files'),
      proxyMedia: false,
      publicFilesBaseUrl: undefined,
    });
    expect(loadConfig({ STORAGE: 'local' }).storage.driver).toBe('local');
  });

  it('refuses a storage driver it does not have', () => {
    expect(() => loadConfig({ STORAGE: 'gcs' })).toThrow(/STORAGE: STORAGE must be local or s3/);
  });

  it('reads the S3 settings, with the SDK default credential chain when no keys are given', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'learnflix-files',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: '/prod/files/',
      S3_PROXY_MEDIA: 'true',
      PUBLIC_FILES_BASE_URL: 'https://cdn.example.com/files/',
    });
    expect(config.storage).toMatchObject({
      driver: 's3',
      proxyMedia: true,
      publicFilesBaseUrl: 'https://cdn.example.com/files',
      s3: {
        bucket: 'learnflix-files',
        region: 'us-east-1',
        endpoint: 'https://minio.internal:9000',
        forcePathStyle: true,
        accessKeyId: undefined,
        secretAccessKey: undefined,
        prefix: 'prod/files',
      },
    });
  });

  it.each([
    [{ STORAGE: 's3' }, /S3_BUCKET: required with STORAGE=s3/],
    [{ STORAGE: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'AKIA' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/],
    [{ STORAGE: 's3', S3_BUCKET: 'b-1', S3_PREFIX: '../up' }, /S3_PREFIX takes folder names/],
    [{ STORAGE: 's3', S3_BUCKET: 'b-1', S3_ENDPOINT: 'not a url' }, /S3_ENDPOINT/],
  ])('refuses S3 settings that cannot work: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('process role and shutdown', () => {
  it('runs web and jobs in one process by default, draining at once within 10 s', () => {
    const config = loadConfig({});
    expect(config.role).toBe('all');
    expect(config.shutdown).toEqual({ delayMs: 0, timeoutMs: 10_000 });
  });

  it('takes ROLE=web or worker with a shared database, and the shutdown timings', () => {
    const config = loadConfig({
      ROLE: 'worker',
      DATABASE_URL: 'postgres://db/app',
      SHUTDOWN_DELAY_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '30000',
    });
    expect(config.role).toBe('worker');
    expect(config.shutdown).toEqual({ delayMs: 5000, timeoutMs: 30_000 });
  });

  it.each([
    [{ ROLE: 'api', DATABASE_URL: 'postgres://db/app' }, /ROLE must be all, web or worker/],
    [{ ROLE: 'web' }, /ROLE=web needs DATABASE_URL/],
    [{ ROLE: 'worker' }, /ROLE=worker needs DATABASE_URL/],
    [{ SHUTDOWN_TIMEOUT_MS: '-1' }, /SHUTDOWN_TIMEOUT_MS/],
    [{ SHUTDOWN_DELAY_MS: 'soon' }, /SHUTDOWN_DELAY_MS/],
  ])('refuses a role or timing that cannot work: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
