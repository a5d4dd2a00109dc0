// The web build's `zod` (vite.config.ts points the bare specifier here). zod builds a fast parser
// for each object schema with `new Function`, and probes whether it may the first time a schema is
// created; under our CSP (no 'unsafe-eval') that probe is reported as a violation on every page that
// loads a schema. jitless turns both off. This module runs before any module that imports `zod`
// (ES modules run their imports first), and only where zod is loaded at all: the landing page does
// not load it.
import { config, z } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
