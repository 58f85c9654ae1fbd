// The documents that list tests cannot drift from the files (issue 27): docs/reliability.md's inventory
// of the hardening suite names every file of apps/api/test/hardening/ and says which run on PostgreSQL
// only, as their code does; each property it links to is a section of the document; and CI's list of
// the skips allowed on PGlite is exactly those PostgreSQL-only tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const HARDENING = join(REPO, 'apps/api/test/hardening');
const doc = readFileSync(join(REPO, 'docs/reliability.md'), 'utf8');

type Row = { file: string; runsOn: string; property: string; anchor: string };

function inventory(): Row[] {
  const start = doc.indexOf('<!-- inventory:start -->');
  const end = doc.indexOf('<!-- inventory:end -->');
  expect(start, 'docs/reliability.md has its inventory markers').toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return doc
    .slice(start, end)
    .split('\n')
    .map((line) => /^\|\s*`([^`]+)`\s*\|\s*([^|]+?)\s*\|\s*\[([^\]]+)\]\(#([^)]+)\)\s*\|$/.exec(line.trim()))
    .filter((match) => match !== null)
    .map(([, file = '', runsOn = '', property = '', anchor = '']) => ({
      file,
      runsOn: runsOn.trim(),
      property,
      anchor,
    }));
}

const files = readdirSync(HARDENING)
  .filter((name) => name.endsWith('.hardening.ts'))
  .sort();
const postgresOnly = (file: string) =>
  /describe\.skipIf\(!onPostgres\b/.test(readFileSync(join(HARDENING, file), 'utf8'));
/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

describe('docs/reliability.md', () => {
  it('lists every hardening file, once, and no other', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(inventory().map((row) => row.file)).toEqual(files);
  });

  it("says 'PostgreSQL only' of exactly the files that skip on PGlite", () => {
    for (const row of inventory()) {
      expect(row.runsOn, row.file).toBe(postgresOnly(row.file) ? 'PostgreSQL only' : 'PGlite, PostgreSQL');
    }
  });

  it('links each file to a section of the document that names it', () => {
    const sections = new Map(
      doc
        .split(/^### /m)
        .slice(1)
        .map((section) => [anchorOf(section.split('\n')[0]!), section] as const),
    );
    for (const row of inventory()) {
      const section = sections.get(row.anchor);
      expect(section, `${row.file}: no section #${row.anchor}`).toBeDefined();
      expect(section, `${row.file} is not named in its section`).toContain(`\`${row.file}\``);
    }
  });

  it('counts the files as they are', () => {
    const onPglite = files.filter((file) => !postgresOnly(file)).length;
    expect(doc).toContain(
      `the ${files.length} files of the\ninventory below (${onPglite} run on PGlite, ${files.length - onPglite} skip there)`,
    );
  });
});

describe('.ci/allowed-skips/hardening-pglite.txt', () => {
  it('allows exactly the files that run on PostgreSQL only', () => {
    const allowed = readFileSync(join(REPO, '.ci/allowed-skips/hardening-pglite.txt'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.split(' > ')[0]!.replace('apps/api/test/hardening/', ''));
    expect([...new Set(allowed)].sort()).toEqual(files.filter(postgresOnly));
  });
});
