/**
 * `npm run admin:create`: adds an admin account from ADMIN_EMAIL / ADMIN_PASSWORD; without
 * ADMIN_PASSWORD a strong password is generated and printed once. Works on the embedded database
 * (stop the running server first: PGlite allows one process) or on DATABASE_URL.
 */
import { ConfigError, loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { adminNotice, createAdmin } from '../db/seed/first-admin';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    return 1;
  }
  const handle = await createDatabase(config);
  try {
    await runMigrations(handle);
    const account = await createAdmin(handle.db, {
      email: config.adminEmail,
      password: config.adminPassword,
    });
    console.log(adminNotice(account));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
