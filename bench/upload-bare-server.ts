// The baseline of upload.ts: a bare node:http handler that writes each PATCH body, as it comes,
// into a file at the offset the request names (what a resumable upload's piece costs with no
// framework, no protocol, no database). In a process of its own, like our server. Reports its port over IPC.
//   BARE_DIR  where the files go (on the same disk as our server's storage)
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const { BARE_DIR } = process.env;
if (!BARE_DIR || !process.send) throw new Error('upload-bare-server.ts is started by upload.ts');

const server = http.createServer((req, res) => {
  const name = path.basename(req.url ?? '');
  const offset = Number(req.headers['upload-offset'] ?? 0);
  const file = createWriteStream(path.join(BARE_DIR, name), { flags: offset === 0 ? 'w' : 'r+', start: offset });
  pipeline(req, file).then(
    () => res.writeHead(204, { 'upload-offset': String(offset + file.bytesWritten) }).end(),
    () => res.writeHead(500).end(),
  );
});
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as { port: number }).port }));
process.on('disconnect', () => server.close(() => process.exit(0)));
