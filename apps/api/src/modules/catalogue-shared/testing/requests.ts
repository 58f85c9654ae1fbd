import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { thumbnailPath } from '../../../lib/images';
import { form } from './forms';
import type { FormValue } from './multipart';

export type Headers = Record<string, string>;

/** Short forms of app.inject for the catalogue tests. */
export function requests(app: FastifyInstance) {
  const inject = (options: InjectOptions) => app.inject(options);
  return {
    get: (url: string, headers: Headers = {}) => inject({ method: 'GET', url, headers }),
    json: (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
      inject({
        method,
        url,
        headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
      }),
    form: (
      method: 'POST' | 'PUT',
      url: string,
      headers: Headers,
      fields: Record<string, FormValue | FormValue[] | undefined>,
    ) => {
      const body = form(fields);
      return inject({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
    },
    delete: (url: string, headers: Headers) => inject({ method: 'DELETE', url, headers }),
  };
}

/** Whether both stored sizes of an image exist under DATA_DIR/uploads. */
export function storedImageExists(dataDir: string, image: string): { large: boolean; thumb: boolean } {
  return {
    large: existsSync(join(dataDir, 'uploads', image)),
    thumb: existsSync(join(dataDir, 'uploads', thumbnailPath(image))),
  };
}

export const IMAGE_PATH = (kind: string) => new RegExp(`^${kind}/[0-9a-f-]{36}\\.webp$`);
