/** A Server-Sent Events reader over fetch for tests: collects the events and comments of one stream. */
export type SseEvent = { event: string; id: string | undefined; data: string };

export type SseStream = {
  status: number;
  headers: Headers;
  events: SseEvent[];
  comments: string[];
  /** Resolves with the first event (from the start) that `match` accepts, or rejects after `timeoutMs`. */
  waitFor: (match: (event: SseEvent) => boolean, timeoutMs?: number) => Promise<SseEvent>;
  /** Resolves when the server ended the stream (or it was closed). */
  ended: Promise<void>;
  /** The JSON body when the answer is not a stream (401, 403, 503...). */
  body: unknown;
  close: () => void;
};

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let body: unknown = null;
  let markEnded = () => {};
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    body = await response.json().catch(() => null);
  } else if (response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const fields: Record<string, string> = {};
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else {
                const colon = line.indexOf(':');
                const name = line.slice(0, colon);
                const text = line.slice(colon + 1).replace(/^ /, '');
                fields[name] = fields[name] === undefined ? text : `${fields[name]}\n${text}`;
              }
            }
            if (fields.data !== undefined) {
              events.push({ event: fields.event ?? 'message', id: fields.id, data: fields.data });
            }
            for (const waiter of waiters) waiter();
          }
        }
      } catch {
        // Aborted.
      }
      markEnded();
    })();
  }
  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    body,
    ended,
    waitFor: (match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => controller.abort(),
  };
}
