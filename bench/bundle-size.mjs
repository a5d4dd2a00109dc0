// Bundle budget (issue 3): the landing page's initial JavaScript is at most 170 KB gzipped; every
// other page loads its code lazily, at most 50 KB gzipped per route chunk.
//
//   npm run build -w @app/web && npm run bundle -w @app/bench
//   node bench/bundle-size.mjs [dist dir] [--all]    another build of apps/web (vite build --outDir ...); every chunk
//
// Reads apps/web/dist as built (there is no Vite manifest, so the graph comes from index.html and
// the chunks' own import statements). "Initial" for the landing page is what a visitor's browser
// loads before `/` renders: the entry with its static imports (index.html's modulepreloads) plus
// the lazy index route (features/home/routes/home) with its static imports. Every other chunk is
// lazy and is checked on its own. Sizes are what the server sends: the build's own .gz and .br copies
// (apps/web/vite-precompress.ts; gzip -9, brotli 11), compressed here the same way for a build without
// them. The budgets count gzip, what every browser accepts; brotli (Chrome, Firefox, Safari over
// HTTPS) is shown beside it and is some 15% smaller. 1 KB = 1000 bytes.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const INITIAL_BUDGET = 170;
const CHUNK_BUDGET = 50;
// The one exception: the chart library (recharts, which cannot be cut in two; see vite.config.ts),
// loaded only by the analytics page's charts once its figures are on screen. Its own budget.
const CHART_LIBRARY = /^recharts-[\w-]{8}\.js$/;
const CHART_LIBRARY_BUDGET = 80;
// The other one: hls.js (its light build, one module), imported by lib/hls.ts when a streamed lesson
// or preview opens. What a streamed lesson loads of the player's own (its route chunk, the stream's
// player, lib/hls, and the caption reader when captions are on) with hls.js is at most 170 KB gzipped.
const HLS_LIBRARY = /^hls\.light-[\w-]{8}\.js$/;
const STREAM_PLAYER = /^(course-player|stream-media|hls|caption-reader)-[\w-]{8}\.js$/;
const STREAMED_LESSON_BUDGET = 170;
const LANDING_ROUTE = 'features/home/routes/home';

const web = path.join(import.meta.dirname, '../apps/web');
const dist = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? path.join(web, 'dist'));
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`${dist}/index.html not found: run \`npm run build -w @app/web\` first.`);
  process.exit(2);
}
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
/** @param {string} url */
const fileOf = (url) => url.replace(/^\//, '');
const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => fileOf(m[1]));
const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => fileOf(m[1]));

const jsFiles = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
/** @type {Map<string, string>} */
const code = new Map(jsFiles.map((f) => [f, readFileSync(path.join(dist, f), 'utf8')]));
/** Size of the build's compressed copy of `f`, else of `compress(f)`. @param {string} f @param {string} ext @param {(b: Buffer) => Buffer} compress */
const copySize = (f, ext, compress) =>
  existsSync(path.join(dist, f + ext)) ? statSync(path.join(dist, f + ext)).size : compress(Buffer.from(code.get(f) ?? '')).length;
/** @param {string} f */
const kb = (f) => ({
  raw: Buffer.byteLength(code.get(f) ?? '') / 1000,
  gz: copySize(f, '.gz', (b) => gzipSync(b, { level: 9 })) / 1000,
  br: copySize(f, '.br', (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })) / 1000,
});

// Static imports (and re-exports) of a chunk, not import(): `import{a as b}from"./x.js"`, `import"./y.js"`.
/** @param {string} f @returns {string[]} */
const staticImports = (f) =>
  [...(code.get(f) ?? '').matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => `assets/${m[1]}`);
/** @param {string[]} roots */
function closure(roots) {
  const seen = new Set();
  const visit = (/** @type {string} */ f) => {
    if (seen.has(f)) return;
    seen.add(f);
    staticImports(f).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

// Lazy chunks -> route modules: the router's import('@/...') calls in source order, matched by file
// name (`<module name>-<8 char hash>.js`) to the entry's import("./...") calls, which keep that order.
const routerSource = readFileSync(path.join(web, 'src/app/router.tsx'), 'utf8');
const routeModules = [...routerSource.matchAll(/import\(['"]@\/([^'"]+)['"]\)/g)].map((m) => m[1]);
/** @param {string} file */
const chunkName = (file) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');
/** @type {Map<string, string>} */
const routeOf = new Map();
const unclaimed = [...routeModules];
for (const entry of entries)
  for (const [, imported] of (code.get(entry) ?? '').matchAll(/import\(["']\.\/([^"']+\.js)["']\)/g)) {
    const i = unclaimed.findIndex((m) => path.basename(m) === chunkName(imported));
    if (i >= 0) routeOf.set(`assets/${imported}`, unclaimed.splice(i, 1)[0]);
  }

const entryGraph = closure(entries);
const missing = preloads.filter((p) => !entryGraph.has(p));
if (missing.length) console.warn(`warning: modulepreloads not found by parsing imports: ${missing.join(', ')}`);
const landingChunk = [...routeOf].find(([, m]) => m === LANDING_ROUTE)?.[0];
if (!landingChunk) console.warn(`warning: no chunk found for ${LANDING_ROUTE}; initial = entry graph only`);
const initial = closure([...entries, ...preloads, ...(landingChunk ? [landingChunk] : [])]);

/** What opening a route downloads beyond the initial JS: its chunk and the chunk's static imports. @param {string} f */
const routeTotal = (f) =>
  +[...closure([f])]
    .filter((d) => !initial.has(d))
    .reduce((s, d) => s + kb(d).gz, 0)
    .toFixed(1);
/** @param {string} f */
const budgetOf = (f) =>
  CHART_LIBRARY.test(path.basename(f)) ? CHART_LIBRARY_BUDGET : HLS_LIBRARY.test(path.basename(f)) ? STREAMED_LESSON_BUDGET : CHUNK_BUDGET;
const rows = jsFiles.map((f) => {
  const { raw, gz, br } = kb(f);
  const isInitial = initial.has(f);
  return {
    chunk: path.basename(f),
    loaded: entryGraph.has(f) ? 'initial (entry)' : isInitial ? 'initial (landing)' : 'lazy',
    route: routeOf.get(f)?.replace(/^features\//, '') ?? '',
    KB: +raw.toFixed(1),
    'KB gz': +gz.toFixed(1),
    'KB br': +br.toFixed(1),
    'route total KB gz': routeOf.has(f) && !isInitial ? routeTotal(f) : '',
    budget: isInitial ? '' : gz <= budgetOf(f) ? 'ok' : `OVER ${budgetOf(f)}`,
  };
});
const order = { 'initial (entry)': 0, 'initial (landing)': 1, lazy: 2 };
rows.sort((a, b) => order[a.loaded] - order[b.loaded] || b['KB gz'] - a['KB gz']);
// Small shared chunks (icons, helpers) are summed up unless asked for: --all.
const SMALL = 2;
const shown = process.argv.includes('--all') ? rows : rows.filter((r) => r.loaded !== 'lazy' || r.route || r['KB gz'] >= SMALL);
console.table(shown);
const hidden = rows.filter((r) => !shown.includes(r));
if (hidden.length) console.log(`(${hidden.length} more lazy shared chunks under ${SMALL} KB gz each; --all lists them)`);

const initialGz = rows.filter((r) => r.loaded !== 'lazy').reduce((s, r) => s + r['KB gz'], 0);
const initialBr = rows.filter((r) => r.loaded !== 'lazy').reduce((s, r) => s + r['KB br'], 0);
const entryGz = rows.filter((r) => r.loaded === 'initial (entry)').reduce((s, r) => s + r['KB gz'], 0);
const lazy = rows.filter((r) => r.loaded === 'lazy');
const biggest = lazy[0];
const over = lazy.filter((r) => r.budget !== 'ok');
const initialOk = initialGz <= INITIAL_BUDGET;
console.log(
  `landing page initial JS: ${initialGz.toFixed(1)} KB gz (entry graph ${entryGz.toFixed(1)} KB + landing route ${(initialGz - entryGz).toFixed(1)} KB), ` +
    `budget ${INITIAL_BUDGET} KB -> ${initialOk ? 'PASS' : 'FAIL'} (brotli: ${initialBr.toFixed(1)} KB)`,
);
console.log(
  `lazy chunks: ${lazy.length}, largest ${biggest ? `${biggest.chunk} ${biggest['KB gz']} KB gz` : '-'}, budget ${CHUNK_BUDGET} KB each (the chart library ${CHART_LIBRARY_BUDGET} KB, hls.js below) -> ` +
    (over.length ? `FAIL (${over.map((r) => r.chunk).join(', ')})` : 'PASS'),
);
const streamed = rows.filter((r) => HLS_LIBRARY.test(r.chunk) || STREAM_PLAYER.test(r.chunk));
const streamedGz = streamed.reduce((s, r) => s + r['KB gz'], 0);
const streamedOk = streamedGz <= STREAMED_LESSON_BUDGET;
console.log(
  `streamed lesson: ${streamed.map((r) => `${r.chunk} ${r['KB gz']}`).join(' + ')} = ${streamedGz.toFixed(1)} KB gz, ` +
    `budget ${STREAMED_LESSON_BUDGET} KB -> ${streamedOk ? 'PASS' : 'FAIL'}`,
);
process.exit(initialOk && !over.length && streamedOk ? 0 : 1);
