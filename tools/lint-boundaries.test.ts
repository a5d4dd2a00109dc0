// The import boundaries of eslint.config.js, each shown to fail on a deliberate violation: ESLint's
// Node API lints a few lines of code as if they stood at a path of the workspace (nothing is
// written). Each forbidden import has an allowed twin, so a rule that failed everything (say, an
// import it could not resolve) would not pass for a working one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
// Loading the configuration and resolving through four tsconfigs takes a while on a busy machine.
const SLOW = { timeout: 60_000 };

/** The import rules that `code`, linted as the file at `file`, breaks. */
async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.severity === 2 && m.ruleId?.startsWith('import-x/')).map((m) => m.ruleId!);
}

const using = (specifier: string) => `import * as probe from '${specifier}';\nexport default probe;\n`;

describe('import boundaries (eslint.config.js)', SLOW, () => {
  it.each([
    ['a feature imports app/', 'apps/web/src/features/home/probe.ts', '@/app/guards', '@/components/page-spinner'],
    [
      "a feature imports another feature's insides",
      'apps/web/src/features/player/probe.ts',
      '@/features/courses/api/get-home',
      '@/features/courses',
    ],
    ['... by a relative path', 'apps/web/src/features/player/probe.ts', '../courses/api/keys', './api/keys'],
    ['shared code imports a feature', 'apps/web/src/lib/probe.ts', '@/features/auth', './api'],
    ['shared code imports app/', 'apps/web/src/components/probe.ts', '@/app/guards', './ui/button'],
    ['core imports an app', 'packages/core/src/probe.ts', '../../../apps/server/src/config.js', './enums.js'],
    ['core imports an app by its package name', 'packages/core/src/probe.ts', '@app/server/src/config.js', './messages.js'],
    ['the server imports web code', 'apps/server/src/probe.ts', '../../web/src/lib/format-date', '@app/core'],
    ['the web app imports server code', 'apps/web/src/lib/probe.ts', '../../../server/src/config', '@app/core'],
  ])('refuses when %s', async (_case, file, forbidden, allowed) => {
    expect(await importErrors(file, using(forbidden))).toEqual(['import-x/no-restricted-paths']);
    expect(await importErrors(file, using(allowed))).toEqual([]);
  });

  it.each([
    // lib/api.ts imports lib/query-client.ts.
    ['the web app', 'apps/web/src/lib/query-client.ts', './api', './api-error'],
    // index.ts re-exports enums.ts.
    ['the core', 'packages/core/src/enums.ts', './index.js', './messages.js'],
  ])('refuses an import cycle in %s', async (_case, file, cyclic, acyclic) => {
    expect(await importErrors(file, using(cyclic))).toEqual(['import-x/no-cycle']);
    expect(await importErrors(file, using(acyclic))).toEqual([]);
  });
});

// import-x/no-cycle follows files; features can still lean on each other in a circle through
// different files (quizzes -> player -> quizzes once did). Their public entries make a graph that
// must stay a tree-like order, so that each feature can be read, and moved, on its own.
describe('features', () => {
  const featuresDir = path.join(root, 'apps/web/src/features');
  const features = readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory());
  /** Which other features each feature imports, statically or lazily. */
  const graph = new Map(
    features.map((feature) => {
      const dir = path.join(featuresDir, feature.name);
      const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
      const imported = new Set(
        sources.flatMap((f) => [...readFileSync(path.join(dir, f), 'utf8').matchAll(/['"]@\/features\/([\w-]+)/g)].map((m) => m[1]!)),
      );
      imported.delete(feature.name);
      return [feature.name, [...imported]];
    }),
  );

  it('import each other without a cycle', () => {
    const cycles = new Set<string>();
    const walk = (name: string, trail: string[]) => {
      if (trail.includes(name)) return void cycles.add([...trail.slice(trail.indexOf(name)), name].join(' -> '));
      for (const next of graph.get(name) ?? []) walk(next, [...trail, name]);
    };
    for (const name of graph.keys()) walk(name, []);
    expect([...cycles]).toEqual([]);
  });

  it('are read by the check above (it sees the imports that exist)', () => {
    expect(graph.get('player')).toEqual(expect.arrayContaining(['courses', 'quizzes']));
  });
});
