import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The V8 settings only count if they are set before our modules allocate anything: an import
// sorter or a tidy-up must not move them down (docs/performance.md, "Allocation-site pretenuring off").
describe('V8 settings', () => {
  const firstImport = (file: string) =>
    readFileSync(new URL(file, import.meta.url), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('import '));

  it('are the first import of the server entry point', () => {
    expect(firstImport('./main.ts')).toMatch(/^import '\.\/v8-flags\.js';/);
  });

  it('are the first import of the benchmark server, so that it measures what runs', () => {
    expect(firstImport('../../../bench/app-server.ts')).toMatch(/^import '\.\.\/apps\/server\/src\/v8-flags\.js';/);
  });
});
