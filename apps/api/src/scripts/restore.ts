/**
 * `npm run restore -- <archive> [--force]`: restores a backup of `npm run backup` into DATA_DIR (the
 * embedded database, server stopped) or into the empty PostgreSQL database of DATABASE_URL, with its
 * images, and checks the restored rows against the backup's manifest.
 */
import { BackupError } from './backups/manifest';
import { restoreBackup } from './backups/restore-backup';
import { commandLine, configOrExit, pathFromCommandLine, runScript } from './cli';

const USAGE =
  'Usage: npm run restore -- <parashop-....tar.gz> [--force]\n' +
  '  into DATA_DIR (embedded database; stop the server first) or the empty database of DATABASE_URL.\n' +
  '  --force  replace a database or images folder that is not empty (folders are moved aside, not deleted)';

runScript(async () => {
  const { positionals, values } = commandLine(
    { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    USAGE,
  );
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [archive, ...extra] = positionals;
  if (!archive || extra.length > 0) throw new BackupError(`Give one backup archive to restore.\n${USAGE}`);
  const config = configOrExit();
  await restoreBackup(config, pathFromCommandLine(archive), { force: values.force ?? false }, (line) =>
    console.log(line),
  );
});
