// Where browsers fetch our files from besides our own origin, for the content security policy:
// an object store's presigned lesson links (a <video>, <audio> or PDF <iframe> follows the 302
// there, and CSP checks the redirect's target too) and the CDN of PUBLIC_FILES_BASE_URL.
import type { StorageConfig } from '../config.js';

/** The origins a presigned URL of the bucket may have: path-style and virtual-hosted, as the SDK picks. */
function bucketOrigins(s: Extract<StorageConfig, { driver: 's3' }>['s3']): string[] {
  const base = new URL(s.endpoint ?? `https://s3.${s.region}.amazonaws.com`);
  return [base.origin, `${base.protocol}//${s.bucket}.${base.host}`];
}

export function fileOrigins(storage: StorageConfig): { media: string[]; pictures: string[] } {
  const cdn = storage.publicFilesBaseUrl ? [new URL(storage.publicFilesBaseUrl).origin] : [];
  const links = storage.driver === 's3' && !storage.proxyMedia ? bucketOrigins(storage.s3) : [];
  return { media: [...links, ...cdn], pictures: cdn };
}
