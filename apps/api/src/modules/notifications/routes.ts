import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@parashop/shared';
import type { FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-errors';
import { deleteNotification, listNotifications, markRead, type Reader } from './repository';
import { streamRoute } from './stream';

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

function reader(request: FastifyRequest): Reader {
  const user = request.user;
  if (!user) throw httpError(401, 'Unauthenticated.');
  return { id: user.id, roleId: user.roleId };
}

/**
 * GET /notifications, GET /notifications/stream (admin, live), PUT /notifications/{id} (mark read), DELETE /notifications/{id}, for any
 * logged-in user: admins handle the shop's notifications, customers their own. Someone else's
 * notification answers 404, as if it did not exist.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', app.requireUser);

  app.get(
    '/notifications',
    { schema: { tags: ['notifications'], summary: 'Notifications, newest first' } },
    async (request) => listNotifications(app.db, reader(request)),
  );

  app.get(
    '/notifications/stream',
    {
      preValidation: app.requireAdmin,
      schema: { tags: ['notifications'], summary: 'New shop notifications, live (Server-Sent Events)' },
    },
    streamRoute(app),
  );

  app.put(
    '/notifications/:id',
    { schema: { params: idParams, tags: ['notifications'], summary: 'Mark a notification read' } },
    async (request) => {
      const id = request.params.id;
      const notification = await markRead(app.db, reader(request), id);
      if (!notification) throw httpError(404, NOTIFICATION_NOT_FOUND);
      return notification;
    },
  );

  app.delete(
    '/notifications/:id',
    { schema: { params: idParams, tags: ['notifications'], summary: 'Delete a notification' } },
    async (request) => {
      const id = request.params.id;
      if (!(await deleteNotification(app.db, reader(request), id)))
        throw httpError(404, NOTIFICATION_NOT_FOUND);
      return { message: 'Notification deleted.' };
    },
  );
};

export default routes;
