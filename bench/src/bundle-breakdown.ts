/**
 * Where the bytes of the first-load chunks come from: a second build of the web app with hidden
 * source maps (same chunks, maps beside them, in a temporary folder), whose mappings attribute each
 * chunk's generated code to the package (or app folder) it came from. Gzip sizes per part are the
 * chunk's gzip size shared out in proportion to the raw bytes: an estimate, good to a few percent.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One source-map segment: its fields, decoded from base64 VLQ. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char) ?? 0;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The part of the app a source belongs to: a package name, or `app: <folder>`. */
export function partOf(source: string): string {
  const inPackages = source.lastIndexOf('node_modules/');
  if (inPackages >= 0) {
    const [scope, name] = source.slice(inPackages + 'node_modules/'.length).split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? source);
  }
  const app = source.match(/apps\/web\/src\/((?:[^/]+\/)?[^/]+)/);
  if (app) return `app: ${app[1]!.replace(/\.tsx?$/, '')}`;
  const shared = source.match(/packages\/shared\/src\/(.+?)\.ts$/);
  if (shared) return `shared: ${shared[1]}`;
  return source;
}

/** Raw bytes of `code` per part, from its source map. */
export function bytesPerPart(
  code: string,
  map: { sources: string[]; mappings: string },
): Map<string, number> {
  const totals = new Map<string, number>();
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0;
    let column = 0;
    let previous: { column: number; source: number | null } | null = null;
    const add = (until: number) => {
      if (!previous || previous.source === null) return;
      const part = partOf(map.sources[previous.source] ?? '?');
      totals.set(part, (totals.get(part) ?? 0) + Math.max(0, until - previous.column));
    };
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      add(column);
      if (fields.length >= 4) source += fields[1] ?? 0;
      previous = { column, source: fields.length >= 4 ? source : null };
    }
    add(length);
  });
  return totals;
}

export type ChunkBreakdown = {
  file: string;
  gzip: number;
  parts: { part: string; raw: number; gzip: number }[];
};

/** Builds the web app again with hidden source maps and breaks the named chunks down. */
export async function breakDown(webDir: string, chunkPaths: string[]): Promise<ChunkBreakdown[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'parashop-bundle-'));
  try {
    execFileSync(
      'npx',
      ['vite', 'build', '--sourcemap', 'hidden', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: webDir, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return await Promise.all(
      chunkPaths.map(async (path) => {
        const file = join(outDir, 'assets', basename(path));
        const code = await readFile(file, 'utf8');
        const gzip = gzipSync(code, { level: 9 }).length;
        const mapText = await readFile(`${file}.map`, 'utf8').catch(() => null);
        // The bundler's own runtime helpers come without a map.
        if (mapText === null)
          return { file: path, gzip, parts: [{ part: '(no source map)', raw: code.length, gzip }] };
        const map = JSON.parse(mapText) as { sources: string[]; mappings: string };
        const parts = [...bytesPerPart(code, map)]
          .map(([part, raw]) => ({ part, raw, gzip: (raw / code.length) * gzip }))
          .sort((a, b) => b.raw - a.raw);
        return { file: path, gzip, parts };
      }),
    );
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
