// Preload hints sent with the app's HTML. Every page's code is a lazy chunk that the browser only
// asks for once the entry script has downloaded and run; for the pages people land on, a `Link`
// header names that code with the document, so it downloads alongside the entry instead of after it
// (on a phone, a round trip and a download off the first paint). The file names come from the
// build's manifest (vite `build.manifest`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The public pages visitors arrive on, and their route modules (as in apps/web/src/app/router.tsx). */
const LANDING_PAGES: { matches: (pathname: string) => boolean; module: string }[] = [
  { matches: (p) => p === '/', module: 'src/features/home/routes/home.tsx' },
  { matches: (p) => p === '/courses', module: 'src/features/courses/routes/catalogue.tsx' },
  { matches: (p) => /^\/course-details\/[^/]+$/.test(p), module: 'src/features/courses/routes/course-details.tsx' },
];

/** The manifest keys `key` loads statically, itself included. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The `Link` header value for the document at `url`, or undefined. Without a manifest (a build
 * without one, or none at all) there are no hints.
 */
export function pagePreloads(webDistDir: string): (url: string) => string | undefined {
  const file = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  // index.html already loads the entry and its imports.
  const entry = staticClosure(manifest, 'index.html');
  const pages = LANDING_PAGES.filter((page) => manifest[page.module]).map((page) => ({
    matches: page.matches,
    link: [...staticClosure(manifest, page.module)]
      .filter((key) => !entry.has(key))
      .map((key) => `</${manifest[key]!.file}>; rel=modulepreload`)
      .join(', '),
  }));
  return (url) => {
    const pathname = url.split('?')[0]!;
    return pages.find((page) => page.matches(pathname))?.link || undefined;
  };
}
