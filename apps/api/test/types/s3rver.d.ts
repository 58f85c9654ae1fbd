/** The part of @20minutes/s3rver (a fake S3 server, no types of its own) the tests use. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    /** Where the buckets' objects are kept on disk. */
    directory: string;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
  };

  type StoredObjectList = {
    objects: { key: string; metadata: Record<string, string>; size: number }[];
    commonPrefixes: string[];
    isTruncated: boolean;
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    /** The server's own view of its buckets (what a ListObjects would answer). */
    store: {
      listObjects(bucket: string, options: { prefix?: string; maxKeys?: number }): Promise<StoredObjectList>;
    };
  }
}
