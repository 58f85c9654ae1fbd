import { randomBytes } from 'node:crypto';

/**
 * multipart/form-data bodies for app.inject, built by hand so a test controls every byte
 * (file names, declared types, oversized or hostile content).
 */

export type FilePart = { filename: string; contentType: string; data: Buffer };
export type FormValue = string | number | FilePart;

export function file(data: Buffer, filename = 'image.png', contentType = 'image/png'): FilePart {
  return { filename, contentType, data };
}

/** `{ payload, headers }` to spread into app.inject; repeated names as arrays of values. */
export function multipart(fields: Record<string, FormValue | FormValue[]>): {
  payload: Buffer;
  headers: { 'content-type': string };
} {
  const boundary = `----parashop${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, raw] of Object.entries(fields)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (typeof value === 'object') {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
              `Content-Type: ${value.contentType}\r\n\r\n`,
          ),
          value.data,
          Buffer.from('\r\n'),
        );
      } else {
        chunks.push(
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
        );
      }
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
