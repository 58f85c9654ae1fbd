/**
 * Uploaded images in a backup: the local DATA_DIR/uploads folder is copied into the archive; with S3
 * the images stay in the bucket (the manifest names it; version the bucket to be able to go back).
 */
import { cp, readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { S3Config } from '../../config';
import { createS3Storage } from '../../lib/storage';

/** Every file under `dir` (relative paths with `/`), or none when it does not exist. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  const files = await listFiles(dir);
  let bytes = 0;
  for (const file of files) bytes += (await stat(join(dir, file))).size;
  return { files: files.length, bytes };
}

/**
 * Copies what `from` holds into `to`, keeping files already there. Uploads never change under a name
 * (a new picture gets a new key), so running it before and after the database dump catches every
 * image the dump can refer to: the ones that existed before it, and the ones added while it ran.
 */
export async function copyNewFiles(from: string, to: string): Promise<void> {
  if ((await listFiles(from)).length === 0) return;
  await cp(from, to, { recursive: true, force: false, errorOnExist: false });
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
};

/** Puts the archive's images into the configured bucket (restoring a local-images backup onto S3). */
export async function uploadToBucket(s3: S3Config, dir: string): Promise<number> {
  const storage = await createS3Storage(s3);
  try {
    const files = await listFiles(dir);
    for (const file of files) {
      const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      await storage.put(file, await readFile(join(dir, file)), type);
    }
    return files.length;
  } finally {
    storage.client.destroy();
  }
}

/** "130 images (5.1 MB)" */
export function describeImages(files: number, bytes: number): string {
  return `${files} image files (${formatBytes(bytes)})`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
