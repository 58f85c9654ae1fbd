import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';

/** Uploaded files never change under a key (a new upload gets a new key), so they cache for a year. */
export const STORAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export type Storage = {
  /** Stores a file under a relative key such as `products/<uuid>.webp`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes stored under a key, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Whether a file is stored under a key. */
  exists(key: string): Promise<boolean>;
  /** Removes a file; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The URL the web app loads: `/storage/<key>`. */
  url(key: string): string;
  /** Where local files live (undefined with S3). */
  readonly root: string | undefined;
};

/** Keys are relative paths made of safe segments; this refuses `..`, absolute paths and odd characters. */
export function assertStorageKey(key: string): string {
  const parts = key.split('/');
  if (
    key.length === 0 ||
    key.length > 300 ||
    parts.some((part) => part === '' || part === '.' || part === '..' || !/^[A-Za-z0-9._-]+$/.test(part))
  ) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return key;
}

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = resolve(root, assertStorageKey(key));
    if (!path.startsWith(root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };
  return {
    root,
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside, then renamed: a reader (or another process making the same variant) never
      // sees half a file.
      const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        await writeFile(partial, body);
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await access(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => `/storage/${key}`,
  };
}

export type StoredObject = {
  body: Readable;
  contentType: string | undefined;
  contentLength: number | undefined;
};

export type S3Storage = Storage & {
  client: S3Client;
  /** The object under a key, or null when there is none. */
  getObject(key: string): Promise<StoredObject | null>;
};

/** The AWS SDK is loaded only when S3 is configured: it is large and slows every start-up otherwise. */
export async function createS3Storage(s3: S3Config): Promise<S3Storage> {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
  });
  const getObject = async (key: string): Promise<StoredObject | null> => {
    try {
      const object = await client.send(
        new GetObjectCommand({ Bucket: s3.bucket, Key: assertStorageKey(key) }),
      );
      return {
        body: object.Body as Readable,
        contentType: object.ContentType,
        contentLength: object.ContentLength,
      };
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name === 'NoSuchKey' || name === 'NotFound') return null;
      throw error;
    }
  };
  return {
    client,
    root: undefined,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: assertStorageKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: STORAGE_CACHE_CONTROL,
        }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: assertStorageKey(key) }));
    },
    async get(key) {
      const object = await getObject(key);
      if (!object) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: assertStorageKey(key) }));
        return true;
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return false;
        throw error;
      }
    },
    url: (key) => `/storage/${key}`,
    getObject,
  };
}
