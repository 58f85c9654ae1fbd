import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The yardstick: a bare node:http server answering each path (one per benchmarked endpoint) with the
 * bytes the real server sent for that endpoint, from memory. Run as its own process (like the real
 * server) so it does not share an event loop with the load generator:
 * `node --import tsx bench/src/bare-server.ts <answers.json> <port>`.
 */

export type BareAnswer = {
  status: number;
  contentType: string;
  contentEncoding?: string;
  /** With BENCH_BARE_HEADERS=shop: every header the shop sent with it (security headers, ETag...). */
  headers?: Record<string, string | string[]>;
  body: string;
};

const [answersFile, port] = process.argv.slice(2);
if (!answersFile || !port) {
  console.error('usage: bare-server <answers.json> <port>');
  process.exit(2);
}
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersFile, 'utf8')) as Record<string, BareAnswer>).map(
    ([path, answer]) => [path, { ...answer, bytes: Buffer.from(answer.body, 'base64') }],
  ),
);

createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  // Read the request body (orders) before answering, as any server must.
  request.resume();
  request.on('end', () => {
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, {
      ...answer.headers,
      'content-type': answer.contentType,
      'content-length': answer.bytes.length,
      ...(answer.contentEncoding ? { 'content-encoding': answer.contentEncoding } : {}),
    });
    response.end(answer.bytes);
  });
}).listen(Number(port), '127.0.0.1');
