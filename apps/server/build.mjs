// Bundles the server into dist/main.js, and the storage copy (npm run storage:copy) into
// dist/storage-copy.js. Our own workspace code (@app/core) is bundled in; npm packages stay
// external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@app/'));

await build({
  entryPoints: { main: 'src/main.ts', 'storage-copy': 'src/storage/copy-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'pino-pretty'],
  logLevel: 'warning',
});
