import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { latestCode, randomGmail, startRegistration } from './test-support';

// Review finding 5: without SMTP_URL the console printed every code, production included. Codes reach
// the console only in development; production says once at start-up that mail goes to files.

function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

let t: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  t = undefined;
});

describe('codes in the console and the log', () => {
  it('production without SMTP: no code on the console or in the log, one start-up notice', async () => {
    const capture = logCapture();
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    t = await createTestApp({ nodeEnv: 'production', smtpUrl: undefined, logger: capture.logger });
    const email = randomGmail();
    await startRegistration(t, { email });
    const code = await latestCode(t, email);

    const consoleText = printed.mock.calls.flat().join('\n');
    expect(consoleText).not.toContain(code);
    expect(capture.lines.join('\n')).not.toContain(code);
    const notices = capture.lines.filter((line) => line.includes('SMTP_URL is not set'));
    expect(notices).toHaveLength(1);
  });

  it('development without SMTP: the code is printed so a local registration can finish', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    t = await createTestApp({ nodeEnv: 'development', smtpUrl: undefined });
    const email = randomGmail();
    await startRegistration(t, { email });
    const code = await latestCode(t, email);
    expect(printed.mock.calls.flat().join('\n')).toContain(code);
  });
});
