import { ConfigError, loadConfig, type Config } from './config';
import { buildApp } from './app';
import { createDatabase } from './db/client';
import { runMigrations } from './db/migrate';

/** The advisory lock key of the first start's admin and demo data ('PSHQ'). */
const FIRST_START_LOCK_KEY = 0x50534851;
import { ensureFirstAdmin } from './db/seed/first-admin';
import { isCatalogueEmpty, seedDemo } from './db/seed/index';
import { listenWhileStarting } from './lib/readiness';
import { makeMissingVariants } from './modules/catalogue-shared/image-variants';
import { keepFilesPrivate } from './lib/private-files';

keepFilesPrivate();

async function start(config: Config): Promise<void> {
  const startedAt = Date.now();
  // The port answers 503 `starting` until the shop takes it over below (GET /api/health/ready).
  const starting = await listenWhileStarting(config.port, config.host);
  const handle = await createDatabase(config);
  await runMigrations(handle);

  const app = await buildApp(config, { db: handle });
  app.addHook('onClose', async () => handle.close());
  await app.ready();

  // Processes starting together take turns: one creates the first admin (and the demo), the others
  // find them there.
  await handle.exclusive(FIRST_START_LOCK_KEY, async () => {
    try {
      const notice = await ensureFirstAdmin(handle.db, config);
      if (notice) console.log(notice);
    } catch (error) {
      console.error(
        `Could not create the first admin: ${error instanceof Error ? error.message : String(error)}`,
      );
    }

    if (config.seedDemo && (await isCatalogueEmpty(handle.db))) {
      console.log('Empty catalogue: adding the demo data (SEED_DEMO)...');
      await seedDemo({
        db: handle.db,
        storage: app.storage,
        timeZone: config.shopTimezone,
        log: (line) => console.log(line),
      });
    }
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    // Stop accepting, let in-flight requests finish, then close the database (onClose hook).
    const forceExit = setTimeout(() => {
      console.error('Shutdown took more than 30 s: exiting anyway.');
      process.exit(1);
    }, 30_000);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await starting.close();
  await app.listen({ port: starting.port, host: config.host });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  console.log(
    `Parashop is running at http://localhost:${port} (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
  );

  if (config.imageVariantsAtStart) {
    // In the background: pages already work meanwhile (a missing variant is made on its first request).
    makeMissingVariants(handle.db, app.storage, (line) => app.log.warn(line)).then(
      (report) => {
        if (report.made > 0) app.log.info(report, 'made the missing image variants');
      },
      (error: unknown) => app.log.warn({ err: error }, 'could not make the missing image variants'),
    );
  }
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

start(config).catch((error: unknown) => {
  console.error('Parashop could not start:', error);
  process.exit(1);
});
