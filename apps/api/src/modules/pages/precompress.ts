import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|map)$/i;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside each text asset of the built web
 * app, once: @fastify/static (`preCompressed`) then sends them instead of compressing every request
 * at a fast, lower ratio. Runs in zlib's thread pool, after start-up; a file whose compressed copies
 * are already newer is skipped. Returns how many files were compressed.
 */
export async function precompressAssets(dir: string): Promise<number> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch {
    return 0;
  }
  let done = 0;
  for (const name of entries) {
    if (!COMPRESSIBLE.test(name)) continue;
    const path = join(dir, name);
    const source = await stat(path);
    if (!source.isFile() || source.size < MIN_BYTES) continue;
    const fresh = async (copy: string) => {
      try {
        return (await stat(copy)).mtimeMs >= source.mtimeMs;
      } catch {
        return false;
      }
    };
    if ((await fresh(`${path}.br`)) && (await fresh(`${path}.gz`))) continue;
    const bytes = await readFile(path);
    const [br, gzipped] = await Promise.all([
      brotli(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz(bytes, { level: 9 }),
    ]);
    // Only when it pays: a copy that is not smaller would just cost a lookup.
    if (br.length < bytes.length) await writeAtomically(`${path}.br`, br);
    if (gzipped.length < bytes.length) await writeAtomically(`${path}.gz`, gzipped);
    done += 1;
  }
  return done;
}

/** A request must never find a half-written copy: write aside, then rename over. */
async function writeAtomically(path: string, bytes: Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
}
