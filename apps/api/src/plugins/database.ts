import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client';

/** Exposes `app.db`; closes the connection when the app closes (unless the caller owns it). */
export default fp<{ handle: DatabaseHandle; closeOnShutdown: boolean }>(
  async (app, { handle, closeOnShutdown }) => {
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('dbListen', handle.listen);
    app.decorate('dbWatchCatalogue', handle.watchCatalogue);
    app.decorate('dbWatchStock', handle.watchStock);
    if (closeOnShutdown) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
