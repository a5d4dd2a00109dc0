// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest
// levels: compressed once here, sent as they are by the server (@fastify/static `preCompressed`)
// to every browser that accepts them. Images and fonts are compressed formats already.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(?:html|js|css|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'learnflix:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public folder are written: index.html and robots.txt included.
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => TEXT.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const bytes = await readFile(full);
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            }),
            gzip(bytes, { level: 9 }),
          ]);
          // A copy no smaller than the file is left out; the server then sends the file itself.
          if (br.length < bytes.length) await writeFile(`${full}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${full}.gz`, gz);
        }),
      );
    },
  };
}
