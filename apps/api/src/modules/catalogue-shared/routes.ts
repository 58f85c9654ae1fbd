import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams, type IdParams } from '@parashop/shared';
import type { Database } from '../../db/client';
import { httpError, NOT_FOUND_MESSAGE } from '../../lib/http-errors';
import { doc } from '../../lib/openapi';

type IdRoute = { Params: IdParams };

/** The services behind an item's writes; the route passes the app, which has what each one needs. */
export type ItemWrites<Form> = {
  /** The item, or the 404. */
  find: (db: Database, id: number) => Promise<unknown>;
  update: (deps: FastifyInstance, id: number, form: Form) => Promise<unknown>;
  /** Deletes the item (and what goes with it), or throws the 404. */
  remove: (deps: FastifyInstance, id: number) => Promise<void>;
};

/** The item's form at its route (`uploadFormBody`), read and validated by `readForm`. */
export type ItemForm<Form> = {
  url: string;
  tag: string;
  body: object;
  readForm: (request: FastifyRequest) => Promise<Form>;
};

/**
 * The admin's update and delete of a catalogue item with an image (categories, brands, products).
 * The update answers a real PUT and the multipart POST with `_method=PUT` the specification's client
 * sends (its summary says so); an unknown item is a 404 whatever the form holds, and costs no image
 * processing. The delete answers 204.
 */
export function itemWriteRoutes<Form>(
  app: FastifyInstance,
  admin: FastifyInstance,
  writes: ItemWrites<Form>,
  { url, tag, body, readForm }: ItemForm<Form>,
  summaries: { put: string; delete: string },
): void {
  const update = async (request: FastifyRequest<IdRoute>) => {
    await writes.find(app.db, request.params.id);
    return writes.update(app, request.params.id, await readForm(request));
  };
  const asPost = summaries.put.replace('(multipart', '(multipart with _method=PUT');
  admin.post<IdRoute>(url, doc(tag, asPost, { params: idParams, body }), update);
  admin.put<IdRoute>(url, doc(tag, summaries.put, { params: idParams, body }), update);
  deleteRoute(admin, url, tag, summaries.delete, (id) => writes.remove(app, id));
}

/**
 * The admin's delete of one item (categories, brands, products, offers, packs): 204, or the 404 when
 * `remove` resolves false (there was none to delete).
 */
export function deleteRoute(
  admin: FastifyInstance,
  url: string,
  tag: string,
  summary: string,
  remove: (id: number) => Promise<boolean | void>,
): void {
  admin.delete<IdRoute>(url, doc(tag, summary, { params: idParams }), async (request, reply) => {
    if ((await remove(request.params.id)) === false) throw httpError(404, NOT_FOUND_MESSAGE);
    return reply.code(204).send();
  });
}
