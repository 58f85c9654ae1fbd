import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import type { Config } from '../../config';
import { copyNewFiles, describeImages, listFiles, uploadToBucket } from './images';
import {
  BackupError,
  checkManifest,
  countDifferences,
  describeCounts,
  MANIFEST_FILE,
  UPLOADS_DIR,
  type BackupManifest,
  type TableCounts,
} from './manifest';
import { dataDirState, loadPglite, refuseIfInUse } from './pglite';
import { describeDatabase, postgresFacts, restorePostgres, userTables } from './postgres';

export type RestoreOptions = {
  /** Replace a database or images folder that is not empty (the old folders are moved aside). */
  force: boolean;
  now?: Date;
};

export type RestoreResult = { manifest: BackupManifest; counts: TableCounts; images: number };

async function unpack(archive: string, into: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new BackupError(`There is no file ${archive}.`);
  try {
    await tar.extract({ file: archive, cwd: into, strict: true });
  } catch (error) {
    throw new BackupError(
      `Cannot read ${archive}: ${(error as Error).message}. Is it a whole parashop-*.tar.gz backup?`,
      { cause: error },
    );
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(join(into, MANIFEST_FILE), 'utf8'));
  } catch (error) {
    throw new BackupError('This archive is not a Parashop backup (it has no readable manifest.json).', {
      cause: error,
    });
  }
  return checkManifest(manifest);
}

/** `db.replaced-2026-11-25T20-15-00Z`: where --force puts what was there before. */
function asideName(path: string, now: Date): string {
  return `${path}.replaced-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z`;
}

/**
 * `npm run restore -- <archive> [--force]`: brings a fresh DATA_DIR (embedded database) or an empty
 * PostgreSQL database (DATABASE_URL) back to the archive's state, then checks the restored rows
 * against the manifest. It refuses, before touching anything, a target that already holds a shop.
 */
export async function restoreBackup(
  config: Config,
  archive: string,
  options: RestoreOptions,
  log: (line: string) => void = () => {},
): Promise<RestoreResult> {
  const now = options.now ?? new Date();
  const staging = await mkdtemp(join(tmpdir(), 'parashop-restore-'));
  try {
    const manifest = await unpack(archive, staging);
    log(
      `Backup of ${manifest.createdAt} (Parashop ${manifest.app.version}, ${manifest.database.kind}): ${describeCounts(manifest.counts)}`,
    );
    const want = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== want) {
      throw new BackupError(
        manifest.database.kind === 'pglite'
          ? 'This backup holds an embedded (PGlite) database, and DATABASE_URL is set: restore it with DATABASE_URL unset, into a DATA_DIR.'
          : 'This backup holds a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database to restore it.',
      );
    }

    const uploads = join(config.dataDir, UPLOADS_DIR);
    const archivedImages = join(staging, UPLOADS_DIR);
    const imagesToFolder = manifest.images.storage === 'local' && !config.s3;
    const existingImages = imagesToFolder ? await listFiles(uploads) : [];
    // Every reason to stop is found before anything is written.
    const occupied = [
      ...(config.databaseUrl
        ? await occupiedPostgres(config.directUrl ?? config.databaseUrl)
        : await occupiedPglite(config.pgliteDataDir, now)),
      ...(existingImages.length > 0
        ? [
            `${uploads} already holds ${existingImages.length} image files (--force moves them to ${asideName(uploads, now)})`,
          ]
        : []),
    ];
    if (occupied.length > 0 && !options.force) {
      throw new BackupError(
        `Refusing to restore over an existing shop:\n  - ${occupied.join('\n  - ')}\n` +
          `Restore into a fresh DATA_DIR or an empty database, or add --force to replace them.`,
      );
    }

    const dump = join(staging, manifest.database.file);
    const counts = config.databaseUrl
      ? await restoreIntoPostgres(config.directUrl ?? config.databaseUrl, dump, occupied.length > 0, log)
      : await restoreIntoPglite(config.pgliteDataDir, dump, now, log);
    const differences = countDifferences(manifest.counts, counts);
    if (differences.length > 0) {
      throw new BackupError(`The restored database differs from the backup: ${differences.join('; ')}.`);
    }

    let images = 0;
    if (manifest.images.storage === 's3') {
      log(
        `Images: not in this archive; they live in the S3 bucket "${manifest.images.bucket}"${config.s3 ? '' : ' (set S3_BUCKET and its keys to serve them)'}. To go back in time, restore earlier object versions (bucket versioning).`,
      );
    } else if (config.s3) {
      images = await uploadToBucket(config.s3, archivedImages);
      log(`Images: ${images} files put into the S3 bucket "${config.s3.bucket}".`);
    } else {
      if (existingImages.length > 0) {
        await rename(uploads, asideName(uploads, now));
        log(`The images that were in ${uploads} are now in ${asideName(uploads, now)}.`);
      }
      await mkdir(uploads, { recursive: true });
      await copyNewFiles(archivedImages, uploads);
      images = manifest.images.files;
      log(`Images: ${describeImages(manifest.images.files, manifest.images.bytes)} into ${uploads}.`);
    }
    log(
      `Restored: ${describeCounts(counts)}. Start the shop; migrations newer than the backup apply at start.`,
    );
    return { manifest, counts, images };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** What a restore into the embedded database would replace (refuses outright while a server runs). */
async function occupiedPglite(pgliteDataDir: string, now: Date): Promise<string[]> {
  refuseIfInUse(pgliteDataDir, 'restore into it');
  const state = await dataDirState(pgliteDataDir);
  if (state === 'empty') return [];
  return [
    `${pgliteDataDir} already holds ${state === 'database' ? 'a database' : 'files'} (--force moves it to ${asideName(pgliteDataDir, now)})`,
  ];
}

async function occupiedPostgres(databaseUrl: string): Promise<string[]> {
  const tables = await userTables(databaseUrl);
  if (tables.length === 0) return [];
  return [
    `the database ${describeDatabase(databaseUrl)} is not empty (${tables.length} tables, e.g. ${tables.slice(0, 3).join(', ')}; --force replaces what the backup holds)`,
  ];
}

async function restoreIntoPglite(
  pgliteDataDir: string,
  dump: string,
  now: Date,
  log: (line: string) => void,
): Promise<TableCounts> {
  refuseIfInUse(pgliteDataDir, 'restore into it');
  if ((await dataDirState(pgliteDataDir)) !== 'empty') {
    await rename(pgliteDataDir, asideName(pgliteDataDir, now));
    log(`The database that was in ${pgliteDataDir} is now in ${asideName(pgliteDataDir, now)}.`);
  }
  log(`Loading the embedded database into ${pgliteDataDir}...`);
  try {
    return (await loadPglite(pgliteDataDir, dump)).counts;
  } catch (error) {
    // Leave no half-loaded database behind: the next attempt starts from an empty folder.
    await rm(pgliteDataDir, { recursive: true, force: true });
    throw error;
  }
}

async function restoreIntoPostgres(
  databaseUrl: string,
  dump: string,
  replace: boolean,
  log: (line: string) => void,
): Promise<TableCounts> {
  log(`Restoring into the PostgreSQL database ${describeDatabase(databaseUrl)} (pg_restore)...`);
  // One transaction: a failure leaves the database as it was.
  await restorePostgres(databaseUrl, dump, replace);
  return (await postgresFacts(databaseUrl)).counts;
}
