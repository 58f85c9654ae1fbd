// The live stream's limit per process (MAX_STREAMS_PER_PROCESS, 200): past it the back office gets 503
// with Retry-After and falls back to polling; a stream that ends frees its place for the next one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, loginAs, type TestApp, type TestSession } from '../../../test/helpers';
import { openSse, type SseStream } from '../../../test/sse';
import { MAX_STREAMS_PER_PROCESS, TOO_MANY_STREAMS_MESSAGE } from './stream';

let t: TestApp;
let admin: TestSession;
let url: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, t.db, 'admin');
  url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/notifications/stream`;
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await t?.close();
});

const open = () => openSse(url, { cookie: admin.cookie });

describe('GET /api/notifications/stream: streams per process', () => {
  it('serves 200, answers the 201st 503 with Retry-After, and a freed place is taken again', async () => {
    expect(MAX_STREAMS_PER_PROCESS).toBe(200);
    // Opened 20 at a time, each one answered (and counted) before the next batch.
    while (streams.length < MAX_STREAMS_PER_PROCESS) {
      const batch = await Promise.all(Array.from({ length: 20 }, open));
      streams.push(...batch);
    }
    expect(streams.map((stream) => stream.status)).toEqual(Array(MAX_STREAMS_PER_PROCESS).fill(200));

    const refused = await open();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(refused.body).toEqual({ message: TOO_MANY_STREAMS_MESSAGE });

    // One stream ends (the browser closes the tab): the server sees its socket close, then has a place.
    // Until it has noticed, an attempt gets the 503 again; 10 s only guards against a place never freed.
    streams.pop()!.close();
    const again = await vi.waitFor(
      async () => {
        const stream = await open();
        if (stream.status !== 200) throw new Error(`still ${stream.status}`);
        return stream;
      },
      { timeout: 10_000, interval: 100 },
    );
    streams.push(again);
    expect(again.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');

    // The place is taken: full again.
    const full = await open();
    expect(full.status).toBe(503);
    expect(full.body).toEqual({ message: TOO_MANY_STREAMS_MESSAGE });
  });
});
