// The AWS SDK client settings every S3 call of ours uses (the driver's, lib-storage's and the tus
// store's), and what an S3 failure means for the operator.
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.js';
import { StorageUnavailableError } from './storage.js';

export function s3ClientConfig(s: S3Settings): S3ClientConfig {
  return {
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle,
    // Without keys in the settings, the SDK's default chain (environment, profile, instance role).
    ...(s.accessKeyId && s.secretAccessKey ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } } : {}),
    // The SDK's default adds CRC32 checksums (an aws-chunked body with trailers) to every upload,
    // which MinIO before 2025, Ceph and other S3-compatible stores refuse or store garbled; only
    // the calls S3 itself requires a checksum for (DeleteObjects) carry one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails within seconds (and the SDK retries twice), rather than
    // holding a request open: a connection attempt, or a socket that stays silent mid-transfer.
    requestHandler: { connectionTimeout: 3000, socketTimeout: 30_000 },
    maxAttempts: 3,
  };
}

interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
const REFUSALS = new Set(['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'NoSuchBucket', 'AllAccessDisabled']);

/** The HTTP status an S3 call failed with, when the store answered. */
export const s3Status = (err: unknown): number | undefined => (err as SdkError)?.$metadata?.httpStatusCode;

/**
 * An S3 failure that makes the store unusable (unreachable, our credentials or bucket refused,
 * the store failing or full) as a StorageUnavailableError naming it; null for any other error
 * (a missing key, a refused condition), which the caller handles.
 */
export function s3Unavailable(err: unknown, s: Pick<S3Settings, 'bucket' | 'endpoint'>): StorageUnavailableError | null {
  if (err instanceof StorageUnavailableError) return err;
  const e = err as SdkError | undefined;
  if (!e || typeof e !== 'object') return null;
  const where = `bucket "${s.bucket}"${s.endpoint ? ` at ${s.endpoint}` : ''}`;
  const status = s3Status(err);
  const fromSdk = '$metadata' in e; // the SDK's errors, network ones included; a database's ECONNREFUSED is not ours
  const code = e.code ?? (e as { cause?: SdkError }).cause?.code;
  if (e.name === 'CredentialsProviderError')
    return new StorageUnavailableError(
      `S3 storage has no credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (${e.message})`,
      false,
      {
        cause: err,
      },
    );
  if (!fromSdk) return null;
  if ((code && NETWORK_CODES.has(code)) || e.name === 'TimeoutError')
    return new StorageUnavailableError(`S3 storage cannot be reached (${where}): ${code ?? e.name}`, false, { cause: err });
  if (status === 404 && (e.name === 'NoSuchBucket' || e.name === 'NotFound'))
    return new StorageUnavailableError(`S3 storage: ${where} does not exist (S3_BUCKET, S3_ENDPOINT, S3_REGION)`, false, { cause: err });
  if (status === 403 || status === 401 || (e.name && REFUSALS.has(e.name)))
    return new StorageUnavailableError(
      `S3 storage refused access to ${where} (${e.name ?? status}): check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket's policy`,
      false,
      { cause: err },
    );
  if (status === 507 || e.name === 'XMinioStorageFull' || e.name === 'QuotaExceeded')
    return new StorageUnavailableError(`S3 storage is full (${where})`, true, { cause: err });
  if (status !== undefined && status >= 500)
    return new StorageUnavailableError(`S3 storage is failing (${where}): ${e.name ?? status}`, false, { cause: err });
  return null;
}
