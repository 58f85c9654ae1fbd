import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { TRUST_PROXY_TRUE_WARNING } from '../src/app';
import { createTestApp, type TestApp } from './helpers';

// Review finding 26.7: TRUST_PROXY=true lets a client choose the address its limits count under (the
// first X-Forwarded-For entry is its own). The server says so at start-up, as a warning.

function logCapture() {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('TRUST_PROXY=true at start-up', () => {
  it('logs a warning that names the risk and the hop count', async () => {
    const capture = logCapture();
    apps.push(await createTestApp({ trustProxy: true, logger: capture.logger }));
    const warnings = capture.lines.filter((line) => line.level === 40).map((line) => line.msg);
    expect(warnings).toContain(TRUST_PROXY_TRUE_WARNING);
    expect(TRUST_PROXY_TRUE_WARNING).toContain('TRUST_PROXY=1');
  }, 180_000);

  it('says nothing with a hop count', async () => {
    const capture = logCapture();
    apps.push(await createTestApp({ trustProxy: 1, logger: capture.logger }));
    expect(capture.lines.map((line) => line.msg)).not.toContain(TRUST_PROXY_TRUE_WARNING);
  }, 180_000);
});
