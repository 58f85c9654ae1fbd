/**
 * `npm run images:variants`: makes the responsive variants (docs/decisions/162-image-variants.md) that
 * the catalogue's pictures lack, on the embedded database (stop the running server first: PGlite
 * allows one process) or on DATABASE_URL, in DATA_DIR/uploads or the S3 bucket. Safe to run again:
 * what exists is left as it is. The server also does this in the background at every start-up.
 */
import { join } from 'node:path';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createLocalStorage, createS3Storage, type Storage } from '../lib/storage';
import { makeMissingVariants } from '../modules/catalogue-shared/image-variants';
import { configOrExit, runScript } from './cli';

runScript(async () => {
  const config = configOrExit();
  const storage: Storage & { client?: { destroy(): void } } = config.s3
    ? await createS3Storage(config.s3)
    : createLocalStorage(join(config.dataDir, 'uploads'));
  const handle = await createDatabase(config);
  let failed: boolean;
  try {
    await runMigrations(handle);
    const started = Date.now();
    const report = await makeMissingVariants(handle.db, storage, (line) => console.error(line));
    console.log(
      `${report.images} pictures looked at, ${report.made} variants made` +
        `${report.failed ? `, ${report.failed} pictures failed (see above)` : ''} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    failed = report.failed > 0;
  } finally {
    await handle.close();
    storage.client?.destroy();
  }
  if (failed) process.exit(1);
});
