import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml)$/;
/** Under a kilobyte, the saving does not pay for the header and the lookup. */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the browser build, once and at the
 * highest level, so that the server sends them as they are (@fastify/static `preCompressed`) instead of the full
 * files: the JavaScript and styles a phone downloads before it shows and runs a page shrink about fourfold.
 * The server bundle is left alone (it is read from disk, never sent).
 */
export function compressedAssets(): Plugin {
  let isServerBuild = false;
  return {
    name: 'portail:compressed-assets',
    apply: 'build',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    async writeBundle(options, bundle) {
      if (isServerBuild || !options.dir) return;
      const outDir = options.dir;
      await Promise.all(
        Object.values(bundle)
          .filter((output) => COMPRESSIBLE.test(output.fileName))
          .map(async (output) => {
            const content = output.type === 'chunk' ? output.code : output.source;
            const bytes = typeof content === 'string' ? Buffer.from(content) : Buffer.from(content);
            if (bytes.length < MIN_BYTES) return;
            const file = join(outDir, output.fileName);
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
