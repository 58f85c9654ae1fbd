#!/usr/bin/env node
// After a vitest (or Playwright) run: compares the tests it skipped with the run's list of allowed skips and fails on
// any difference, so that a skip is never silent (a test that skips because Redis or Caddy is missing
// turns CI red) and the list never keeps a test that no longer skips.
//   node .ci/check-skips.mjs <JSON report> <.ci/allowed-skips/RUN.txt>
// A list holds one skipped test a line: `<file from the repository root> > <describe > test title>`;
// blank lines and lines starting with # are ignored.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [reportFile, listFile] = process.argv.slice(2);
if (!reportFile || !listFile) {
  console.error('usage: node .ci/check-skips.mjs <vitest JSON report> <allowed-skips list>');
  process.exit(2);
}

const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
const skipped = [];
let total = 0;
const fromRoot = (file) => path.relative(root, file).split(path.sep).join('/');
// vitest's JSON reporter: one entry per file, its tests flat with their describe titles.
for (const file of report.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    total += 1;
    if (['skipped', 'pending', 'todo'].includes(test.status)) {
      skipped.push(`${fromRoot(file.name)} > ${[...(test.ancestorTitles ?? []), test.title].join(' > ')}`);
    }
  }
}
// Playwright's: nested suites (the file, then describe blocks), each spec with one test per project.
const walk = (suite, titles, dir) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      total += 1;
      // With no retry a flaky result cannot happen; counted as a failure of the rule all the same.
      if (test.status === 'skipped' || test.status === 'flaky')
        skipped.push(`${fromRoot(path.join(dir, spec.file))} > ${[...titles, spec.title].join(' > ')}`);
    }
  }
  for (const child of suite.suites ?? []) walk(child, [...titles, child.title], dir);
};
if (report.config && Array.isArray(report.suites)) {
  const dir = report.config.rootDir ?? root;
  for (const file of report.suites) walk(file, [], dir);
}

const allowed = fs
  .readFileSync(listFile, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const unexpected = skipped.filter((name) => !allowed.includes(name));
const stale = allowed.filter((name) => !skipped.includes(name));

console.log(
  `${path.basename(listFile, '.txt')}: ${total} tests, ${skipped.length} skipped (${allowed.length} allowed by ${path.relative(root, listFile)})`,
);
if (unexpected.length > 0) {
  console.error(`\nSkipped without being allowed (see the '[skipped]' lines above for why):`);
  for (const name of unexpected) console.error(`  ${name}`);
}
if (stale.length > 0) {
  console.error(`\nAllowed to skip but ran: remove from ${path.relative(root, listFile)}:`);
  for (const name of stale) console.error(`  ${name}`);
}
if (total === 0) console.error('\nThe report holds no test at all.');
process.exit(unexpected.length > 0 || stale.length > 0 || total === 0 ? 1 : 0);
