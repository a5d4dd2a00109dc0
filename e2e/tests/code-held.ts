// Opening a page with its code held back (the router's loaders ask for its data meanwhile:
// apps/web/src/app/loaders.ts). Used by loaders.spec.ts and the journeys of pages with loaders.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, Request } from '@playwright/test';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isDynamicEntry?: boolean;
}

/**
 * The built file of a route module, from the build's manifest (vite `build.manifest`). A route
 * module whose chunk also holds code that other chunks import is listed under its chunk's name.
 */
export function chunkOf(module: string): string {
  const file = fileURLToPath(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url));
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const name = module.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const chunk = manifest[`src/${module}`] ?? Object.values(manifest).find((c) => c.isDynamicEntry && !c.src && c.name === name);
  if (!chunk) throw new Error(`${module} is not in the build's manifest`);
  return chunk.file;
}

/**
 * Opens `path` with the code of `module` held back until the request `isData` has gone out, then
 * waits for `ready`; returns how many such requests the page made in all.
 */
export async function openWithCodeHeld(
  page: Page,
  path: string,
  module: string,
  isData: (url: URL) => boolean,
  ready: () => Promise<void>,
) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${chunkOf(module)}`, async (route) => {
    await held;
    await route.continue();
  });
  let requests = 0;
  const matches = (req: Request) => isData(new URL(req.url()));
  page.on('request', (req) => void (matches(req) && requests++));
  const asked = page.waitForRequest(matches);
  await page.goto(path, { waitUntil: 'commit' });
  await asked; // the page's code has not arrived: the loader asked
  release();
  await ready();
  return requests;
}
