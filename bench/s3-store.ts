// The object store for the S3 benchmarks, in a process of its own so that its CPU and memory are
// not the API's: s3rver with what the tests add to it (apps/server/test/s3-server.ts), on a free
// port and a scratch folder. Reports its settings over IPC; stops when its parent goes.
import { startS3Server } from '../apps/server/test/s3-server.js';

if (!process.send) throw new Error('s3-store.ts is started by a benchmark');
const server = await startS3Server({ prefix: 'bench' });
process.send({ settings: server.settings });
process.on('disconnect', () => void server.close().finally(() => process.exit(0)));
