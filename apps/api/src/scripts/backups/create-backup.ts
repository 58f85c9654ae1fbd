import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as tar from 'tar';
import type { Config } from '../../config';
import { copyNewFiles, describeImages, folderSize, formatBytes } from './images';
import {
  appVersion,
  archiveName,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  describeCounts,
  MANIFEST_FILE,
  PGLITE_FILE,
  POSTGRES_FILE,
  UPLOADS_DIR,
  type BackupManifest,
} from './manifest';
import { dumpPglite } from './pglite';
import { describeDatabase, dumpPostgres } from './postgres';

export type BackupResult = { file: string; bytes: number; manifest: BackupManifest };

/**
 * `npm run backup -- <dir>`: one dated archive in `dir` holding the database, the uploaded images and
 * a manifest. It is written under a `.partial` name and renamed when complete, so a file named
 * `parashop-*.tar.gz` is always a whole backup.
 */
export async function createBackup(
  config: Config,
  dir: string,
  log: (line: string) => void = () => {},
  now: Date = new Date(),
): Promise<BackupResult> {
  const file = join(dir, archiveName(now));
  const partial = `${file}.partial`;
  const staging = await mkdir(dir, { recursive: true })
    .then(() => mkdtemp(join(dir, '.parashop-backup-')))
    .catch((error: unknown) => {
      throw new BackupError(`Cannot write in the backup folder ${dir}: ${(error as Error).message}`, {
        cause: error,
      });
    });
  try {
    await mkdir(join(staging, 'database'));
    const uploads = join(config.dataDir, UPLOADS_DIR);
    const stagedUploads = join(staging, UPLOADS_DIR);
    if (!config.s3) await copyNewFiles(uploads, stagedUploads);

    let facts;
    if (config.databaseUrl) {
      // pg_dump holds one snapshot for the whole dump: past a transaction pooler, on the direct address.
      const server = config.directUrl ?? config.databaseUrl;
      log(`Dumping the PostgreSQL database ${describeDatabase(server)} (pg_dump)...`);
      facts = await dumpPostgres(server, join(staging, POSTGRES_FILE));
    } else {
      log(`Copying the embedded database in ${config.pgliteDataDir}...`);
      facts = await dumpPglite(config.pgliteDataDir, join(staging, PGLITE_FILE));
    }
    // Images uploaded while the dump ran (PostgreSQL: the shop keeps running).
    if (!config.s3) await copyNewFiles(uploads, stagedUploads);

    const images: BackupManifest['images'] = config.s3
      ? {
          storage: 's3',
          bucket: config.s3.bucket,
          endpoint: config.s3.endpoint ?? null,
          region: config.s3.region,
        }
      : { storage: 'local', ...(await folderSize(stagedUploads)) };
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      app: { version: appVersion() },
      database: {
        kind: config.databaseUrl ? 'postgres' : 'pglite',
        file: config.databaseUrl ? POSTGRES_FILE : PGLITE_FILE,
        serverVersion: facts.serverVersion,
      },
      migrations: facts.migrations,
      counts: facts.counts,
      images,
    };
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    const entries = [MANIFEST_FILE, 'database', ...(images.storage === 'local' ? [UPLOADS_DIR] : [])];
    await mkdir(stagedUploads, { recursive: true });
    await tar
      .create({ gzip: true, file: partial, cwd: staging, portable: true }, entries)
      .catch((error: unknown) => {
        throw new BackupError(`Cannot write ${partial}: ${(error as Error).message}`, { cause: error });
      });
    // The archive holds the whole database (customers, password hashes): its owner alone reads it.
    await chmod(partial, 0o600);
    await rename(partial, file);
    const bytes = (await stat(file)).size;

    log(`Backup written: ${file} (${formatBytes(bytes)})`);
    log(
      `  database: ${manifest.database.kind} ${facts.serverVersion}, ${facts.migrations.applied} migrations`,
    );
    log(`  ${describeCounts(facts.counts)}`);
    log(
      images.storage === 'local'
        ? `  images: ${describeImages(images.files, images.bytes)}`
        : `  images: not in the archive, they live in the S3 bucket "${images.bucket}" (turn on bucket versioning to keep earlier states)`,
    );
    return { file, bytes, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}
