import fp from 'fastify-plugin';
import { AnnouncementRelay } from '../db/announcements';
import type { DatabaseHandle } from '../db/client';

/**
 * Exposes `app.db` and the relay of announcements made after a commit (db/announcements.ts); closes
 * the connection when the app closes (unless the caller owns it).
 */
export default fp<{ handle: DatabaseHandle; closeOnShutdown: boolean }>(
  async (app, { handle, closeOnShutdown }) => {
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('dbListen', handle.listen);
    app.decorate('dbWatchCatalogue', handle.watchCatalogue);
    app.decorate('dbWatchStock', handle.watchStock);
    const relay = new AnnouncementRelay(
      handle.db,
      (error) => app.log.warn({ err: error }, 'could not send the pending announcements'),
      app.config.announcementSweepSeconds * 1000,
    );
    app.decorate('announcements', relay);
    app.addHook('onClose', async () => {
      await relay.stop();
      if (closeOnShutdown) await handle.close();
    });
  },
  { name: 'database' },
);
