import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { precompress } from './vite-precompress';

/**
 * The chart library of the analytics page: recharts (one chunk; its modules import each other in
 * circles, so it cannot be cut in two) and what it brings (redux, immer, d3 parts...) in another.
 * Loaded by the page's charts only, after its figures (docs/monitoring.md, "Analytics charts").
 */
const CHART_VENDOR =
  /node_modules\/(d3-[^/]+|victory-vendor|decimal\.js-light|es-toolkit|@reduxjs|redux|react-redux|redux-thunk|immer|reselect|eventemitter3|tiny-invariant|use-sync-external-store|internmap)\//;
function chartChunk(id: string): string | undefined {
  if (CHART_VENDOR.test(id)) return 'charts-vendor';
  if (/node_modules\/recharts\//.test(id)) return 'recharts';
  return undefined;
}

/** A feature's public entry: see `treeshake` below. */
const PUBLIC_ENTRY = /\/src\/features\/[^/]+\/index\.ts$/;

export default defineConfig({
  // The plugins' types come from the workspace root's vite (vitest's major), this app runs vite 7: same runtime API.
  plugins: [react(), tailwindcss(), precompress()] as unknown as PluginOption[],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod without its eval probe, which the CSP reports (see the module). Only the bare name:
      // the module itself imports 'zod/v4'.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which files each page's code is, for the server's preload hints (apps/server/src/http/preload.ts).
    manifest: true,
    rollupOptions: {
      // zod's sources carry explanatory comments beside @__PURE__ annotations, which Rollup reports
      // on every build although nothing is wrong: keep the console for warnings that matter.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return;
        warn(warning);
      },
      // @app/core only declares schemas and pure functions: a page that uses formatPrice does not
      // need every zod contract (nor zod itself) when nothing else asks for them. A feature's public
      // entry (features/<name>/index.ts) only re-exports: a page that imports useSession from
      // '@/features/auth' must not load the password form (and its toasts) beside it.
      treeshake: {
        moduleSideEffects: (id, external) => external || !(/packages\/core\/src\//.test(id) || PUBLIC_ENTRY.test(id)),
      },
      output: {
        // React and the router change least often: their own chunk stays cached across deploys.
        // Everything else is split by where it is used, so the landing page only loads what it needs.
        manualChunks(id) {
          // clsx too: every page uses it (cn), and recharts would otherwise take it into its chunk.
          if (/node_modules\/(react|react-dom|scheduler|react-router|clsx)\//.test(id)) return 'react';
          // Every page shows a few icons, each shared by other pages: left to Rollup, each icon is a
          // chunk (a request) of its own, a dozen per page. All of them weigh a few KB compressed.
          if (/node_modules\/lucide-react\//.test(id)) return 'icons';
          // The caption reader, loaded with a lesson's first caption file: named, for the bundle bench.
          if (/node_modules\/media-captions\//.test(id)) return 'caption-reader';
          return chartChunk(id);
        },
      },
    },
  },
});
