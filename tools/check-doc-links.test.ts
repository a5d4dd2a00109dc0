// The dead-link check of the docs folder (check-doc-links.ts), on a small repository made for each
// test: dead files and missing sections are reported with their file and line, good references
// are not. Paths are written as `${DOCS}/...` so that this file holds no reference of its own.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDocLinks, readPage, slug } from './check-doc-links.js';

const DOCS = 'docs';
const PAGE = `# Platform

## Caches

- **Session cache.** Each process keeps a session it looked up.
- **Response cache.** The public course list pages.

## Live delivery (several server processes)

## (c) PgBouncer

\`\`\`ini
# Not a heading: inside a fenced block
\`\`\`
`;

let root = '';
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

/** Writes `files` into a fresh folder and returns what the check reports there, as file:line target problem. */
function check(files: Record<string, string>): string[] {
  root = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return checkDocLinks(root, Object.keys(files)).map((p) => `${p.file}:${p.line} ${p.target} ${p.problem}`);
}

describe('check-doc-links', () => {
  it('reports a reference to a file that does not exist', () => {
    const found = check({
      [`${DOCS}/platform.md`]: PAGE,
      'src/a.ts': `// fine (${DOCS}/platform.md)\n// gone (${DOCS}/decisions.md, "Session cache")\n`,
      'README.md': `See [the drafts](${DOCS}/drafts/notify.md).\n`,
    });
    expect(found).toEqual([`src/a.ts:2 ${DOCS}/decisions.md no such file`, `README.md:1 ${DOCS}/drafts/notify.md no such file`]);
  });

  it('reports a section name that is no heading or entry of the page', () => {
    const found = check({
      [`${DOCS}/platform.md`]: PAGE,
      'src/a.ts': `// (${DOCS}/platform.md, "Sesion cache")\n`,
      'src/b.ts': `/**\n * The limits (${DOCS}/platform.md, "Live\n * streams"), on the shared store.\n */\n`,
      Dockerfile: `# ${DOCS}/platform.md ("Containers")\n`,
    });
    expect(found).toEqual([
      `src/a.ts:1 ${DOCS}/platform.md no heading or entry named "Sesion cache"`,
      `src/b.ts:2 ${DOCS}/platform.md no heading or entry named "Live streams"`,
      `Dockerfile:1 ${DOCS}/platform.md no heading or entry named "Containers"`,
    ]);
  });

  it('reports dead relative links and anchors inside the docs pages', () => {
    const found = check({
      [`${DOCS}/platform.md`]: PAGE,
      [`${DOCS}/index.md`]: [
        '- [platform](platform.md#caches), [gone](deploy.md), [anchor](platform.md#no-such-heading)',
        '- [same page](#nowhere), [out](../README.md#nothing-here)',
        '- [platform.md](platform.md), "Not an entry"',
        '',
      ].join('\n'),
      'README.md': '# Readme\n\n## Configuration\n',
    });
    expect(found).toEqual([
      `${DOCS}/index.md:1 deploy.md no such file`,
      `${DOCS}/index.md:1 platform.md#no-such-heading no heading with the anchor #no-such-heading`,
      `${DOCS}/index.md:2 #nowhere no heading with the anchor #nowhere`,
      `${DOCS}/index.md:2 ../README.md#nothing-here no heading with the anchor #nothing-here`,
      `${DOCS}/index.md:3 platform.md no heading or entry named "Not an entry"`,
    ]);
  });

  it('passes good references: files, folders, headings, entries, anchors, names over two lines', () => {
    const found = check({
      [`${DOCS}/platform.md`]: PAGE,
      [`${DOCS}/shots/a.png`]: 'png',
      [`${DOCS}/index.md`]: '- [caches](platform.md#caches), [readme](../README.md#configuration), [cache](platform.md), "Session cache"\n',
      'README.md': `# Readme\n\n## Configuration\n\nSee [${DOCS}/platform.md](${DOCS}/platform.md), "Response cache", and ${DOCS}/shots/.\n`,
      'src/a.ts': [
        `// (${DOCS}/platform.md, "Session cache") and ${DOCS}/platform.md, "Live delivery".`,
        `// ${DOCS}/platform.md, "PgBouncer"; ${DOCS}/platform.md, "(c) PgBouncer"; ${DOCS}/platform.md#caches`,
        `// What the cache keeps (${DOCS}/platform.md, "Response`,
        `// cache"), and (${DOCS}/platform.md,`,
        `// "Session cache").`,
        `const OUT = new URL('../${DOCS}/shots/', import.meta.url);`,
        '',
      ].join('\n'),
    });
    expect(found).toEqual([]);
  });

  it('reads headings and entry titles as GitHub anchors them', () => {
    const page = readPage(PAGE);
    expect([...page.anchors]).toEqual(['platform', 'caches', 'live-delivery-several-server-processes', 'c-pgbouncer']);
    expect(slug("Archived courses stay their learners'")).toBe('archived-courses-stay-their-learners');
    expect(slug('Behind a proxy (TRUST_PROXY)')).toBe('behind-a-proxy-trust_proxy');
  });

  it('exits 1 from the command line, listing file:line and the target', { timeout: 60_000 }, () => {
    check({ [`${DOCS}/platform.md`]: PAGE, 'src/a.ts': `\n// (${DOCS}/platform.md, "Nothing")\n` });
    execFileSync('git', ['init', '-q'], { cwd: root });
    const run = spawnSync('npx', ['tsx', path.join(import.meta.dirname, 'check-doc-links.ts'), root], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`src/a.ts:2: ${DOCS}/platform.md: no heading or entry named "Nothing"`);
  });
});
