// npm run storage:copy -w @app/server: copies DATA_DIR/files into the bucket the S3 settings name
// (STORAGE=s3, S3_BUCKET, ...: the same settings the server starts with). Prints its progress;
// exits 1 when any file did not go (run it again: what is there is kept).
import { loadConfig } from '../config.js';
import { copyFiles, type CopyProgress } from './copy.js';
import { openStorageOrExit } from './factory.js';
import { LocalStorage } from './local.js';

const config = loadConfig();
if (config.storage.driver !== 's3') {
  console.error('storage:copy copies DATA_DIR/files into a bucket: set STORAGE=s3 and the S3_* settings of the bucket.');
  process.exit(2);
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const line = (p: CopyProgress) =>
  `${p.copied + p.skipped + p.failed.length}/${p.total} files: ${p.copied} copied (${mb(p.copiedBytes)} of ${mb(p.totalBytes)}), ` +
  `${p.skipped} already there, ${p.failed.length} failed`;

const target = await openStorageOrExit(config);
console.log(
  `Copying ${config.storage.dir} into bucket ${config.storage.s3.bucket}${config.storage.s3.prefix ? `/${config.storage.s3.prefix}` : ''}`,
);
let shown = 0;
const result = await copyFiles(new LocalStorage(config.storage.dir), target, {
  onProgress: (p) => {
    if (Date.now() - shown < 1000 || p.copied + p.skipped + p.failed.length === p.total) return; // the last line comes below
    shown = Date.now();
    console.log(line(p));
  },
});
console.log(line(result));
for (const f of result.failed) console.error(`  ${f.key}: ${f.reason}`);
process.exit(result.failed.length > 0 ? 1 : 0);
