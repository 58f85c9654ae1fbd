/**
 * `npm run backup -- <dir>`: writes `<dir>/parashop-<UTC time>.tar.gz` with the database (PGlite's data
 * directory, or `pg_dump --format=custom` of DATABASE_URL), the uploaded images (unless they live in
 * S3) and a manifest. On the embedded database the server must be stopped first (README, Backups).
 */
import { createBackup } from './backups/create-backup';
import { BackupError } from './backups/manifest';
import { commandLine, configOrExit, pathFromCommandLine, runScript } from './cli';

const USAGE = 'Usage: npm run backup -- <folder>   (writes <folder>/parashop-<time>.tar.gz)';

runScript(async () => {
  const { positionals, values } = commandLine({ help: { type: 'boolean', short: 'h' } }, USAGE);
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [dir, ...extra] = positionals;
  if (!dir || extra.length > 0) throw new BackupError(`Give one folder to write the backup in.\n${USAGE}`);
  const config = configOrExit();
  await createBackup(config, pathFromCommandLine(dir), (line) => console.log(line));
});
