// The baselines of the API benchmark: a bare `node:http` server with `pg` and nothing else. Each
// route either sends fixed bytes from memory, or runs a fixed list of SQL statements (recorded from
// our server, same text, values and statement names, so PostgreSQL does the same work) at once and
// sends the rows as JSON. ROUTES is a JSON file: { "/path": { "body": "...", "type": "..." } |
// { "statements": [{ "name"?, "text", "values" }] } }. Reports its port over IPC.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}
type Route = { body: string; type: string } | { statements: Statement[] };

const { DATABASE_URL, ROUTES } = process.env;
if (!DATABASE_URL || !ROUTES || !process.send) throw new Error('bare-server.ts is started by a benchmark');
const routes = new Map(Object.entries(JSON.parse(readFileSync(ROUTES, 'utf8')) as Record<string, Route>));
// The same pool size as our server's (db/client.ts).
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });

const server = http.createServer((req, res) => {
  const route = routes.get(req.url ?? '');
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  if ('body' in route) {
    res.writeHead(200, { 'content-type': route.type, 'content-length': Buffer.byteLength(route.body) }).end(route.body);
    return;
  }
  Promise.all(route.statements.map((s) => pool.query({ name: s.name, text: s.text, values: s.values }).then((r) => r.rows)))
    .then((results) => {
      const body = JSON.stringify(results);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
    })
    .catch((err: Error) => res.writeHead(500).end(err.message));
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as { port: number }).port }));
process.on('disconnect', () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
});
