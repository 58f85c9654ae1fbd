import { createServer, type Server } from 'node:http';

/**
 * GET /api/health/ready: whether this process should get traffic. `ready` once the database answers
 * and the migrations are applied; 503 `starting` while the process starts (database opened, migrations
 * and first admin, demo data), 503 `unavailable` when the database stops answering later on.
 */
export type ReadinessBody = { status: 'ready' } | { status: 'starting' | 'unavailable'; message: string };

export const READINESS_PATH = '/api/health/ready';
export const STARTING_MESSAGE = 'The shop is starting: database migrations are running.';
export const UNAVAILABLE_MESSAGE = 'The database does not answer.';
/** What every other request gets from a starting process (the shop's `{ message }` error body). */
export const STARTING_ERROR_MESSAGE = 'The shop is starting: try again in a few seconds.';

export type StartingServer = {
  /** The port it listens on (the one the shop will take over). */
  port: number;
  /** Stops listening and closes its connections; the port is free when this resolves. */
  close: () => Promise<void>;
};

/**
 * The server holds its port from the first moment, so a load balancer or a start script sees
 * `starting` rather than a refused connection while the migrations run (on PostgreSQL they may wait
 * for another process's migrations). It answers 503 to everything: readiness says `starting`, the
 * liveness route `unavailable` as when the database is down, every other request the shop's error
 * body, with `Retry-After`. Then the real app takes the port over (`close()`, then `app.listen`).
 */
export async function listenWhileStarting(port: number, host: string): Promise<StartingServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const body =
      path === READINESS_PATH
        ? ({ status: 'starting', message: STARTING_MESSAGE } satisfies ReadinessBody)
        : path === '/api/health'
          ? { status: 'unavailable' }
          : { message: STARTING_ERROR_MESSAGE };
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': '5',
      connection: 'close',
    });
    response.end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
